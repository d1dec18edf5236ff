/** The parts of an OpenAPI 3.1 document the documentation page reads. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  description?: string;
  example?: unknown;
  items?: Schema;
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  description?: string;
  schema?: Schema;
}

export interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Partial<Record<HttpMethod, Operation>>>;
  components?: { schemas?: Record<string, Schema> };
}

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface Endpoint {
  method: HttpMethod;
  path: string;
  operation: Operation;
}

/** Every operation of the document, in its order. */
export function endpointsOf(document: OpenApiDocument): Endpoint[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => (item[method] ? [{ method, path, operation: item[method] as Operation }] : [])),
  );
}

/** A `$ref` followed to its schema (one level is all this document uses). */
export function resolve(document: OpenApiDocument, schema: Schema | undefined): Schema | undefined {
  if (!schema?.$ref) return schema;
  return document.components?.schemas?.[schema.$ref.split('/').pop() ?? ''];
}

/** A short type for a table: `string`, `integer`, `Activation[]`, `string | null`, an enum's values. */
export function typeOf(schema: Schema | undefined): string {
  if (!schema) return '';
  if (schema.$ref) return (schema.$ref.split('/').pop() ?? '').replace(/Answer$/, '');
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' | ');
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'object'];
  return types.map((t) => (t === 'array' ? `${typeOf(schema.items)}[]` : t)).join(' | ');
}
