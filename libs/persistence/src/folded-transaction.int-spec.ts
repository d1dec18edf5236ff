import { testDatabaseUrl } from './test-database-url';
import { randomUUID } from 'node:crypto';
import { Client, Pool } from 'pg';
import { inFoldedTransaction } from './folded-transaction';

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
});
