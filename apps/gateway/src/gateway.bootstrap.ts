import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { PinoNestLogger } from '@simrelay/logging';
import { ContractValidationPipe, MessagingContext } from '@simrelay/messaging';
import Redis from 'ioredis';
import type { Logger } from 'pino';
import { GatewayEnv } from './config';
import { GatewayModule } from './gateway.module';
import { installFormBodies } from './http/form-bodies';
import { HttpErrorFilter } from './http/http-error.filter';
import { installRequestHooks } from './http/request-hooks';
import { LeanIoAdapter } from './realtime/lean-io.adapter';
import { serveAdminApp } from './http/admin-app';
import { serveWebApp } from './http/web-app';
import { buildOpenApiDocument, OPENAPI_PATH } from './openapi/openapi-document';
import { StatusReadShortcuts } from './status-reads/status-read-shortcuts';

export interface RunningGateway {
  url: string;
  close: () => Promise<void>;
}

/** Starts the HTTP gateway; tests call this with their own env (PORT 0 picks a free port). */
export async function startGateway(env: GatewayEnv, logger: Logger): Promise<RunningGateway> {
  const messaging = await MessagingContext.fromEnv('gateway', env);
  // Commands issued in the same tick leave in one write: under load, polled routes share syscalls.
  const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
  const adapter = new FastifyAdapter({ trustProxy: env.TRUST_PROXY, bodyLimit: 64 * 1024, logger: false, routerOptions: { ignoreTrailingSlash: true } });
  const app = await NestFactory.create<NestFastifyApplication>(GatewayModule.register({ env, messaging, redis, logger }), adapter, {
    logger: new PinoNestLogger(logger),
    // Payment callbacks are verified over the exact bytes received.
    rawBody: true,
  });
  app.useWebSocketAdapter(new LeanIoAdapter(app));
  installRequestHooks(app.getHttpAdapter().getInstance(), logger);
  app.get(StatusReadShortcuts).install(app.getHttpAdapter().getInstance());
  if (env.ADMIN_DIST) await serveAdminApp(app, env.ADMIN_DIST);
  installFormBodies(app.getHttpAdapter().getInstance());
  if (env.WEB_DIST) await serveWebApp(app, env.WEB_DIST);
  app.useGlobalPipes(new ContractValidationPipe());
  app.useGlobalFilters(new HttpErrorFilter(logger));
  const openapi = buildOpenApiDocument(app);
  app.getHttpAdapter().getInstance().get(OPENAPI_PATH, (_request, reply) => reply.send(openapi));
  await app.listen(env.PORT, env.HOST);
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  logger.info({ port }, 'gateway listening');
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await messaging.close();
      redis.disconnect();
    },
  };
}
