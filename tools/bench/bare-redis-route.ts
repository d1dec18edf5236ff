/**
 * The status reads' baseline, run as its own process as the gateway is: a bare Fastify route
 * answering one Redis GET (the JSON of a view, set beforehand). Prints `listening <port>`.
 *
 *   node -r ./tools/node/register.cjs tools/bench/bare-redis-route.ts <redis url> <key>
 */
import Fastify from 'fastify';
import Redis from 'ioredis';

async function main(): Promise<void> {
  const [redisUrl = 'redis://127.0.0.1:6379', key = 'bench'] = process.argv.slice(2);
  // As the gateway's client: commands of the same tick share one write.
  const redis = new Redis(redisUrl, { enableAutoPipelining: true });
  const app = Fastify({ logger: false });
  app.get('/status', async (_request, reply) => reply.type('application/json').send(await redis.get(key)));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`listening ${new URL(address).port}`);
  const stop = () => void app.close().then(() => (redis.disconnect(), process.exit(0)));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

void main();
