import type Redis from 'ioredis';

/**
 * Resolves when the connection is ready; rejects after `timeoutMs`. Start-up waits for it,
 * so a service that reports itself started can serve at once.
 */
export function redisReady(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onReady = (): void => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      redis.off('ready', onReady);
      // No URL in the message: it may carry a password.
      reject(new Error(`Redis not ready within ${timeoutMs} ms`));
    }, timeoutMs);
    redis.once('ready', onReady);
  });
}
