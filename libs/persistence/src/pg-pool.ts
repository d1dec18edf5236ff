import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';

/**
 * The pg pool under a TypeORM data source (its Postgres driver keeps it as `master`), for
 * work that needs the connection itself: several statements in one simple query.
 */
export function pgPool(dataSource: DataSource): Pool {
  return (dataSource.driver as unknown as { master: Pool }).master;
}
