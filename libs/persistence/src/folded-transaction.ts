import type { Pool, PoolClient, QueryResult } from 'pg';
import { inlineParams } from './inline-params';
import { executeText, queryPrepared } from './prepared-query';

/** One statement and its values. */
export interface Statement {
  sql: string;
  params?: unknown[];
  /**
   * Kept parsed and planned by the connection: in a folded write as `EXECUTE` of a statement
   * prepared with SQL's `PREPARE` (see `executeText`), alone as a named prepared statement. For
   * texts from a fixed set, on hot paths, whose planning costs as much as their running.
   */
  prepare?: boolean;
}

/** What runs a statement and answers its rows: an EntityManager (for a SELECT or an INSERT), a FoldedTransaction. */
export interface Queryable {
  query(sql: string, params?: unknown[]): Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- as TypeORM's own
}

/** What can also run a statement prepared (kept parsed per connection, see `queryPrepared`). */
export interface PreparingQueryable extends Queryable {
  prepared<T>(sql: string, params: unknown[]): Promise<T[]>;
}

/** `sql` prepared where `on` can, else as a plain statement (a TypeORM manager). */
export function queryPreparedWhereCan<T>(on: Queryable | PreparingQueryable, sql: string, params: unknown[]): Promise<T[]> {
  return 'prepared' in on ? on.prepared<T>(sql, params) : (on.query(sql, params) as Promise<T[]>);
}

/**
 * A transaction whose `BEGIN` travels with its first statements and whose `COMMIT` travels with
 * its last, each as one simple query (values inlined, see `inlineParams`): two writes to
 * PostgreSQL fewer than a transaction sent statement by statement, each write waking a backend.
 * Statements in between are sent as usual. Begun, it ends in `COMMIT` or `ROLLBACK`, which
 * `inFoldedTransaction` sees to.
 */
export class FoldedTransaction implements PreparingQueryable {
  private state: 'new' | 'begun' | 'ended' = 'new';

  constructor(private readonly client: PoolClient) {}

  /** One statement, answering its rows; the first one begins the transaction in the same write. */
  async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    const [rows] = await this.queryAll<T>([{ sql, params }]);
    return rows as T[];
  }

  /**
   * One statement, prepared (see `queryPrepared`) once the transaction has begun; the first one
   * goes as `query` does, with the `BEGIN` (a write fewer matters more than its planning).
   */
  async prepared<T>(sql: string, params: unknown[]): Promise<T[]> {
    if (this.state !== 'begun') return this.query<T>(sql, params);
    return queryPrepared<T>(this.client, sql, params);
  }

  /**
   * Several statements in one write (each with a snapshot of its own, as if sent one by one),
   * answering each one's rows; the first call begins the transaction in the same write.
   */
  async queryAll<T = Record<string, unknown>>(statements: Statement[]): Promise<T[][]> {
    if (this.state === 'ended') throw new Error('this transaction has ended');
    if (this.state === 'begun' && statements.length === 1) {
      const [{ sql, params = [], prepare }] = statements as [Statement];
      return [prepare ? await queryPrepared<T>(this.client, sql, params) : ((await this.client.query(sql, params)).rows as T[])];
    }
    const texts = await this.texts(statements);
    const begin = this.state === 'new';
    this.state = 'begun';
    const results = await this.simple([...(begin ? ['BEGIN'] : []), ...texts]);
    return results.slice(begin ? 1 : 0).map((r) => r.rows as T[]);
  }

  /**
   * Commits, with `last` (when given) in the same write, answering its rows. A transaction that
   * sent nothing before has only `last`, atomic alone. A second call does nothing.
   */
  async commit<T>(last?: Statement): Promise<T[]> {
    if (this.state === 'ended') return [];
    if (this.state === 'new') {
      this.state = 'ended';
      return last ? ((await this.client.query(last.sql, last.params)).rows as T[]) : [];
    }
    // Still begun until this succeeds: a failed `last` leaves the transaction to roll back.
    const [result] = last ? await this.simple([...(await this.texts([last])), 'COMMIT']) : [await this.client.query('COMMIT')];
    this.state = 'ended';
    return (last ? result?.rows : []) as T[];
  }

  /**
   * Commits what went before and begins the next transaction with `statements`, all in one
   * write, answering each statement's rows (a transaction that sent nothing yet just begins).
   * When a statement fails, the commit before it stands and the new transaction rolls back.
   */
  async commitAndBegin<T = Record<string, unknown>>(statements: Statement[]): Promise<T[][]> {
    if (this.state !== 'begun') return this.queryAll<T>(statements);
    const texts = await this.texts(statements);
    const results = await this.simple(['COMMIT', 'BEGIN', ...texts]);
    return results.slice(2).map((r) => r.rows as T[]);
  }

  /** Ends a begun transaction that failed; answers the error when the connection cannot even do that (not to be reused). */
  async rollback(): Promise<Error | undefined> {
    const begun = this.state === 'begun';
    this.state = 'ended';
    if (!begun) return undefined;
    return this.client.query('ROLLBACK').then(
      () => undefined,
      (error: Error) => error,
    );
  }

  /** Each statement as a simple query carries it: values inlined, or `EXECUTE` of the prepared one. */
  private async texts(statements: Statement[]): Promise<string[]> {
    const texts: string[] = [];
    for (const { sql, params = [], prepare } of statements) texts.push(prepare ? await executeText(this.client, sql, params) : inlineParams(sql, params));
    return texts;
  }

  /** Statements sent as one simple query: pg answers one result each (a bare result for one). */
  private async simple(statements: string[]): Promise<QueryResult[]> {
    const results = (await this.client.query(statements.join('; '))) as unknown as QueryResult | QueryResult[];
    return Array.isArray(results) ? results : [results];
  }
}

/**
 * `work` in a folded transaction on a connection of its own, committed after it (if `work` did
 * not), rolled back when it throws; a connection that could not even roll back leaves the pool.
 */
export async function inFoldedTransaction<R>(pool: Pool, work: (tx: FoldedTransaction) => Promise<R>): Promise<R> {
  const client = await pool.connect();
  let broken: Error | undefined;
  // pg's pool listens to idle connections only: one that dies while out says so here (its
  // statement fails too), not as an unhandled error that would end the process.
  const died = (error: Error) => (broken = error);
  client.on('error', died);
  const tx = new FoldedTransaction(client);
  try {
    const value = await work(tx);
    await tx.commit();
    return value;
  } catch (error) {
    broken = (await tx.rollback()) ?? broken;
    throw error;
  } finally {
    client.off('error', died);
    client.release(broken);
  }
}
