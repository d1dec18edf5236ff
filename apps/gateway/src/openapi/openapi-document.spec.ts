import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { OpenAPIObject } from '@nestjs/swagger';
import pino from 'pino';
import { GatewayDeps, GatewayModule } from '../gateway.module';
import { buildOpenApiDocument } from './openapi-document';

/**
 * The document is read from the routes alone: `preview` builds the module graph without
 * instantiating a provider, so nothing here connects to NATS or Redis and these stand-ins are never called.
 */
const deps = {
  env: { PRINCIPAL_CACHE_MS: 10_000, USER_JWT_SECRET: 'x', ADMIN_JWT_SECRET: 'x' },
  messaging: { namespace: { redisPrefix: () => '' } },
  redis: {},
  logger: pino({ enabled: false }),
} as unknown as GatewayDeps;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

describe('the OpenAPI document', () => {
  let document: OpenAPIObject;

  beforeAll(async () => {
    const app = await NestFactory.create(GatewayModule.register(deps), new FastifyAdapter(), { preview: true, logger: false });
    document = buildOpenApiDocument(app);
    await app.close();
  });

  const operations = () =>
    Object.entries(document.paths).flatMap(([path, item]) =>
      METHODS.filter((m) => item[m]).map((method) => ({ route: `${method.toUpperCase()} ${path}`, operation: item[method] as NonNullable<(typeof item)['get']> })),
    );

  it('is OpenAPI 3.1 and holds every public route and nothing else', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(operations().map((o) => o.route).sort()).toEqual([
      'GET /api/activations', 'GET /api/activations/{id}', 'GET /api/availability', 'GET /api/balance', 'GET /api/countries', 'GET /api/services',
      'GET /api/rentals', 'GET /api/rentals/prices', 'GET /api/rentals/{id}', 'GET /api/webhooks/deliveries', 'POST /api/activations', 'POST /api/activations/{id}/status',
      'POST /api/rentals', 'POST /api/rentals/{id}/activate', 'POST /api/rentals/{id}/extend', 'POST /api/rentals/{id}/finish', 'POST /api/rentals/{id}/restore',
    ].sort());
    expect(JSON.stringify(document)).not.toContain('"nullable"');
  });

  it('describes every public route: what it does, its answer, its errors and the API key', () => {
    for (const { route, operation } of operations()) {
      expect({ route, summary: Boolean(operation.summary), description: Boolean(operation.description) }).toEqual({ route, summary: true, description: true });
      const success = Object.entries(operation.responses ?? {}).find(([status]) => status.startsWith('2'))?.[1];
      expect({ route, success: Boolean(success && 'content' in success && success.content) }).toEqual({ route, success: true });
      expect({ route, errors: ['401', '429', '500', '503'].every((s) => s in (operation.responses ?? {})) }).toEqual({ route, errors: true });
      expect({ route, security: operation.security }).toEqual({ route, security: [{ apiKey: [] }] });
    }
  });

  it('takes the request shapes from the DTOs\' validation rules', () => {
    const buy = document.paths['/api/activations']?.post;
    const body = buy?.requestBody as { content: Record<string, { schema: { properties: Record<string, object>; required: string[] } }> };
    const schema = body.content['application/json']?.schema;
    expect(schema?.required).toEqual(['service', 'country']);
    expect(schema?.properties['country']).toEqual({ type: 'string', pattern: '^[A-Z]{2}$' });
    const history = document.paths['/api/activations']?.get?.parameters ?? [];
    expect(history).toContainEqual(expect.objectContaining({ name: 'limit', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 100 } }));
    const status = document.paths['/api/activations/{id}/status']?.post?.requestBody as typeof body;
    expect(status.content['application/json']?.schema.properties['status']).toEqual({ type: 'string', enum: ['cancel', 'finish', 'blocked', 'no_sms', 'again'] });
  });
});
