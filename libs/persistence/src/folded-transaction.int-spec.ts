import { testDatabaseUrl } from './test-database-url';
import { randomUUID } from 'node:crypto';
import { Client, Pool } from 'pg';
import { inFoldedTransaction } from './folded-transaction';
import { statementName } from './prepared-query';

/** The folded transaction against a real PostgreSQL: one transaction however its statements travel. */
describe('inFoldedTransaction', () => {
  let pool: Pool;
  let other: Client;
  const table = `folded_${randomUUID().replace(/-/g, '')}`;
  const rows = async () => (await other.query(`SELECT v FROM ${table} ORDER BY v`)).rows.map((r: { v: string }) => r.v);

  beforeAll(async () => {
    const databaseUrl = testDatabaseUrl();
    pool = new Pool({ connectionString: databaseUrl, max: 1 });
    other = new Client({ connectionString: databaseUrl });
    await other.connect();
    await other.query(`CREATE TABLE ${table} (v text PRIMARY KEY)`);
  });
  afterAll(async () => {
    await other.query(`DROP TABLE ${table}`);
    await other.end();
    await pool.end();
  });
  beforeEach(() => other.query(`DELETE FROM ${table}`));

  it('runs every statement in one transaction, visible to others only once committed with the last', async () => {
    const seenBeforeCommit = await inFoldedTransaction(pool, async (tx) => {
      const [[first], [second]] = await tx.queryAll<{ xid: string }>([
        { sql: 'SELECT txid_current()::text AS xid' },
        { sql: `INSERT INTO ${table} VALUES ($1) RETURNING txid_current()::text AS xid`, params: ["it's first"] },
      ]);
      const [third] = await tx.query<{ xid: string }>(`INSERT INTO ${table} VALUES ($1) RETURNING txid_current()::text AS xid`, ['second']);
      expect(new Set([first?.xid, second?.xid, third?.xid]).size).toBe(1);
      const seen = await rows();
      const [last] = await tx.commit<{ xid: string }>({ sql: `INSERT INTO ${table} VALUES ($1) RETURNING txid_current()::text AS xid`, params: ['third'] });
      expect(last?.xid).toBe(first?.xid);
      return seen;
    });
    expect(seenBeforeCommit).toEqual([]);
    expect(await rows()).toEqual(["it's first", 'second', 'third']);
  });

  it('rolls back what went before when the statement carrying the commit fails, and leaves the connection clean', async () => {
    const failing = inFoldedTransaction(pool, async (tx) => {
      await tx.query(`INSERT INTO ${table} VALUES ($1)`, ['kept?']);
      await tx.commit({ sql: `INSERT INTO ${table} VALUES ($1), ($1)`, params: ['twice'] });
    });
    await expect(failing).rejects.toMatchObject({ code: '23505' });
    expect(await rows()).toEqual([]);
    // One connection in the pool: the next transaction gets the same one, outside any transaction.
    await inFoldedTransaction(pool, (tx) => tx.query(`INSERT INTO ${table} VALUES ($1)`, ['after']));
    expect(await rows()).toEqual(['after']);
    expect((await pool.query('SELECT txid_current_if_assigned() AS xid')).rows[0].xid).toBeNull();
  });

  it('commits what went before and begins the next transaction in one write', async () => {
    const seen = await inFoldedTransaction(pool, async (tx) => {
      const [[first]] = await tx.commitAndBegin<{ xid: string }>([{ sql: `INSERT INTO ${table} VALUES ($1) RETURNING txid_current()::text AS xid`, params: ['one'] }]);
      const [[second]] = await tx.commitAndBegin<{ xid: string }>([{ sql: `INSERT INTO ${table} VALUES ($1) RETURNING txid_current()::text AS xid`, params: ['two'] }]);
      expect(second?.xid).not.toBe(first?.xid);
      return rows();
    });
    // The first committed with the second's start; the second with the end of the work.
    expect(seen).toEqual(['one']);
    expect(await rows()).toEqual(['one', 'two']);
  });

  it('keeps the commit before a statement that fails in the next transaction, and rolls back that one', async () => {
    const failing = inFoldedTransaction(pool, async (tx) => {
      await tx.query(`INSERT INTO ${table} VALUES ($1)`, ['committed']);
      await tx.commitAndBegin([{ sql: `INSERT INTO ${table} VALUES ($1), ($1)`, params: ['twice'] }]);
    });
    await expect(failing).rejects.toMatchObject({ code: '23505' });
    expect(await rows()).toEqual(['committed']);
    expect((await pool.query('SELECT txid_current_if_assigned() AS xid')).rows[0].xid).toBeNull();
  });

  it('rolls back when the work throws, and sends nothing when it threw before any statement', async () => {
    await expect(
      inFoldedTransaction(pool, async (tx) => {
        await tx.query(`INSERT INTO ${table} VALUES ($1)`, ['undone']);
        throw new Error('the work refused');
      }),
    ).rejects.toThrow('the work refused');
    await expect(inFoldedTransaction(pool, async () => Promise.reject(new Error('before anything')))).rejects.toThrow('before anything');
    expect(await rows()).toEqual([]);
  });

  it('sends the last statement alone when nothing went before it, and commits once', async () => {
    await inFoldedTransaction(pool, async (tx) => {
      await tx.commit({ sql: `INSERT INTO ${table} VALUES ($1)`, params: ['alone'] });
      await tx.commit();
    });
    expect(await rows()).toEqual(['alone']);
  });

  it('drops a connection that cannot even roll back from the pool', async () => {
    const failing = inFoldedTransaction(pool, async (tx) => {
      const [{ pid }] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await other.query('SELECT pg_terminate_backend($1)', [pid]);
      await tx.query('SELECT 1');
    });
    await expect(failing).rejects.toBeDefined();
    expect(pool.totalCount).toBe(0);
    await inFoldedTransaction(pool, (tx) => tx.query(`INSERT INTO ${table} VALUES ($1)`, ['on a new connection']));
    expect(await rows()).toEqual(['on a new connection']);
  });

  it('runs a prepared statement in the same transaction, parsed once per connection, the first one with the BEGIN', async () => {
    const insert = `INSERT INTO ${table} VALUES ($1) RETURNING txid_current()::text AS xid`;
    // The pool has one connection: the transaction's, and after it the same one again.
    const listed = 'SELECT name FROM pg_prepared_statements';
    const prepared = async () => (await pool.query<{ name: string }>(listed)).rows.map((r) => r.name);
    const xids = await inFoldedTransaction(pool, async (tx) => {
      const [first] = await tx.prepared<{ xid: string }>(insert, ['one']);
      // Sent with the BEGIN, values inlined: nothing prepared yet.
      expect((await tx.query<{ name: string }>(listed)).map((r) => r.name)).not.toContain(statementName(insert));
      const [second] = await tx.prepared<{ xid: string }>(insert, ['two']);
      const [third] = await tx.prepared<{ xid: string }>(insert, ['three']);
      expect(await rows()).toEqual([]);
      return [first?.xid, second?.xid, third?.xid];
    });
    expect(new Set(xids).size).toBe(1);
    expect(await rows()).toEqual(['one', 'three', 'two']);
    expect((await prepared()).filter((name) => name === statementName(insert))).toHaveLength(1);
    // Rolled back like any other statement of the transaction.
    await expect(inFoldedTransaction(pool, async (tx) => {
      await tx.query(`INSERT INTO ${table} VALUES ($1)`, ['undone']);
      await tx.prepared(insert, ['one']);
    })).rejects.toMatchObject({ code: '23505' });
    expect(await rows()).toEqual(['one', 'three', 'two']);
  });

  it('carries a statement marked `prepare` as EXECUTE in a folded write, prepared once per connection, kept through a rollback', async () => {
    const insert = `INSERT INTO ${table} SELECT v FROM unnest($1::text[]) AS v WHERE $2::jsonb ->> 'ok' = 'yes' AND $3::timestamptz < now() RETURNING v`;
    const executed = 'SELECT name, statement FROM pg_prepared_statements';
    const inSql = async () => (await pool.query<{ name: string; statement: string }>(executed)).rows.filter((r) => /^PREPARE/i.test(r.statement));
    const before = (await inSql()).length;
    const at = new Date('2026-01-01T00:00:00Z');
    const values = (words: string[]) => [words, { ok: 'yes' }, at];
    await inFoldedTransaction(pool, async (tx) => {
      const [[first]] = await tx.queryAll<{ v: string }>([{ sql: insert, params: values(["it's", 'one']), prepare: true }]);
      expect(first?.v).toBe("it's");
      const [last] = await tx.commit<{ v: string }>({ sql: insert, params: values(['two']), prepare: true });
      expect(last?.v).toBe('two');
    });
    expect(await rows()).toEqual(["it's", 'one', 'two']);
    // Prepared once by SQL for this connection, whatever its values.
    expect((await inSql()).length).toBe(before + 1);
    // A transaction that fails after it was sent rolls its writes back; the statement stays prepared, and is used again.
    await expect(inFoldedTransaction(pool, async (tx) => {
      await tx.queryAll([{ sql: insert, params: values(['undone']), prepare: true }]);
      await tx.commit({ sql: insert, params: values(['one']), prepare: true });
    })).rejects.toMatchObject({ code: '23505' });
    expect(await rows()).toEqual(["it's", 'one', 'two']);
    await inFoldedTransaction(pool, (tx) => tx.queryAll([{ sql: insert, params: values(['three']), prepare: true }]));
    expect(await rows()).toEqual(["it's", 'one', 'three', 'two']);
    expect((await inSql()).length).toBe(before + 1);
  });
});
