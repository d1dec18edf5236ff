import type { Pool } from 'pg';

/**
 * Runs `text` as a named prepared statement: each pooled connection parses and analyses it once,
 * and the server may keep its plan, instead of doing both for every run (what a long statement
 * on a hot path costs the server most). One name, one text: a name given another text is refused.
 */
export async function queryPrepared<T>(pool: Pool, name: string, text: string, values: unknown[]): Promise<T[]> {
  return (await pool.query({ name, text, values })).rows as T[];
}
