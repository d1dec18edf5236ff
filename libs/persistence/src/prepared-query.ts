import { createHash } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import { literal } from './inline-params';

const names = new Map<string, string>();

/**
 * The name a statement is prepared under: from a hash of its text, so one text has one name on
 * every connection and in every process, and two texts never share one (pg refuses a name given
 * another text). For texts from a fixed set (constants, or built from a few shapes): each
 * connection keeps every text it was given.
 */
export function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `p${createHash('sha1').update(text).digest('hex').slice(0, 30)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Runs `text` as a named prepared statement: each connection parses and analyses it once, and
 * the server may keep its plan, instead of doing both for every run (for a long statement on a
 * hot path, planning cost the server as much as running it).
 */
export async function queryPrepared<T>(on: Pool | PoolClient, text: string, values: unknown[]): Promise<T[]> {
  return (await on.query({ name: statementName(text), text, values })).rows as T[];
}

/** Per connection, the statements it prepared with SQL's `PREPARE` (see `executeText`). */
const preparedInSql = new WeakMap<PoolClient, Set<string>>();

/**
 * The text that runs `text` with `values` as a statement this connection prepared with SQL's
 * `PREPARE` (done here, in a round trip of its own, the first time): `EXECUTE name(literals)`,
 * which a simple query can carry beside other statements (`BEGIN; EXECUTE ...`), parsed and
 * planned once per connection. Its names differ from `queryPrepared`'s (one namespace per
 * connection, and pg keeps its own list of the protocol's).
 */
export async function executeText(client: PoolClient, text: string, values: readonly unknown[]): Promise<string> {
  const name = `q${statementName(text).slice(1)}`;
  let prepared = preparedInSql.get(client);
  if (!prepared) preparedInSql.set(client, (prepared = new Set()));
  if (!prepared.has(name)) {
    await client.query(`PREPARE ${name} AS ${text}`);
    prepared.add(name);
  }
  return values.length ? `EXECUTE ${name}(${values.map(literal).join(', ')})` : `EXECUTE ${name}`;
}
