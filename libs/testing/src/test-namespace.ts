import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import type { JetStreamManager } from 'nats';

/** A namespace of its own for each test file: subjects, streams and Redis keys. */
export const uniqueNamespace = (): string => `t${randomBytes(5).toString('hex')}`;

/** Removes what a test file left in JetStream and Redis under its namespace. */
export async function clearNamespace(namespace: string, jsm: JetStreamManager | undefined, redisUrl: string): Promise<void> {
  if (jsm) {
    for await (const stream of jsm.streams.list()) {
      if (stream.config.name.startsWith(`${namespace}_`)) await jsm.streams.delete(stream.config.name);
    }
  }
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${namespace}:*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
