import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

/** The public API's routes: the document describes these and nothing else. */
export const PUBLIC_PATH = /^\/api\//;
export const OPENAPI_PATH = '/api/openapi.json';

/** OpenAPI 3.0's `nullable` as 3.1 says it: `null` among the types. */
function nullableAs31(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(nullableAs31);
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Record<string, unknown>;
  if (schema['nullable'] === true) {
    delete schema['nullable'];
    if (typeof schema['type'] === 'string') schema['type'] = [schema['type'], 'null'];
    else if (typeof schema['$ref'] === 'string') {
      schema['anyOf'] = [{ $ref: schema['$ref'] }, { type: 'null' }];
      delete schema['$ref'];
    }
  }
  Object.values(schema).forEach(nullableAs31);
}

/**
 * OpenAPI 3.1 for the public API, built from the gateway's routes, their DTOs' validation rules,
 * the answers' classes and the error table (see api-docs.decorators.ts).
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('SimRelay public API')
    .setDescription(
      'Temporary numbers on physical SIM cards for receiving verification codes. Every request carries your API key as a Bearer token; ' +
        'errors answer `{statusCode, code, message, fields?, errorId?}`. At most 50 requests per second per key (429 with Retry-After beyond).',
    )
    .setVersion('1')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'Your API key, from the API page of your profile' }, 'apiKey')
    .build();
  const document = SwaggerModule.createDocument(app, config);
  document.paths = Object.fromEntries(Object.entries(document.paths).filter(([path]) => PUBLIC_PATH.test(path)));
  nullableAs31(document);
  return { ...document, openapi: '3.1.0' };
}
