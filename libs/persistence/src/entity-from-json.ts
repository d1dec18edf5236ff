import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

const TIMESTAMPS = new Set<unknown>(['timestamptz', 'timestamp with time zone', 'timestamp', 'timestamp without time zone', Date]);

/**
 * An entity from a row the database gave as JSON (`to_jsonb(t)`, `json_agg(t)`): keyed by column
 * names, timestamps as text, each column's transformer applied. For rows read inside a larger
 * statement, where TypeORM's own hydration is not at hand.
 */
export function entityFromJson<T extends ObjectLiteral>(manager: EntityManager, target: EntityTarget<T>, json: Record<string, unknown>): T {
  const metadata = manager.connection.getMetadata(target);
  const entity = metadata.create() as T;
  for (const column of metadata.columns) {
    let value = json[column.databaseName];
    if (typeof value === 'string' && TIMESTAMPS.has(column.type)) value = new Date(value);
    const transformer = column.transformer;
    if (transformer && !Array.isArray(transformer)) value = transformer.from(value);
    column.setEntityValue(entity, value);
  }
  return entity;
}
