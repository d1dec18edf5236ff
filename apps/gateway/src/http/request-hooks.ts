import { CORRELATION_HEADER } from '@simrelay/contracts';
import { currentCorrelationId, withCorrelation } from '@simrelay/logging';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';

/** A correlation id per request (the caller's, or a fresh one), echoed back, and an access log line. */
export function installRequestHooks(fastify: FastifyInstance, logger: Logger): void {
  // Callback style: the rest of the request runs inside `done`, so it inherits the context.
  fastify.addHook('onRequest', (request, reply, done) => {
    const header = request.headers[CORRELATION_HEADER];
    withCorrelation(Array.isArray(header) ? header[0] : header, () => {
      void reply.header(CORRELATION_HEADER, currentCorrelationId());
      done();
    });
  });
  fastify.addHook('onResponse', async (request, reply) => {
    logger.info(
      { method: request.method, url: request.routeOptions.url ?? request.url.split('?')[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'http',
    );
  });
}
