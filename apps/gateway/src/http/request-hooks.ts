import { CORRELATION_HEADER } from '@simrelay/contracts';
import { enterCorrelation } from '@simrelay/logging';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';

/** A correlation id per request (the caller's, or a fresh one), echoed back, and an access log line. */
export function installRequestHooks(fastify: FastifyInstance, logger: Logger): void {
  fastify.addHook('onRequest', async (request, reply) => {
    const header = request.headers[CORRELATION_HEADER];
    const id = enterCorrelation(Array.isArray(header) ? header[0] : header);
    void reply.header(CORRELATION_HEADER, id);
  });
  fastify.addHook('onResponse', async (request, reply) => {
    logger.info(
      { method: request.method, url: request.routeOptions.url ?? request.url.split('?')[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'http',
    );
  });
}
