import type { EntityManager } from 'typeorm';
import { WriteBatch } from './write-batch';

/** Records what would be sent; the statements themselves run against PostgreSQL in billing's ledger tests. */
function recorder() {
  const sent: Array<{ sql: string; params: unknown[] }> = [];
  const manager = { query: async (sql: string, params: unknown[]) => void sent.push({ sql, params }) } as unknown as EntityManager;
  return { sent, manager };
}

describe('WriteBatch', () => {
  it('sends every part as one statement, numbering the values across parts', async () => {
    const { sent, manager } = recorder();
    const batch = new WriteBatch();
    batch.add((bind) => `INSERT INTO t (a, b) VALUES (${bind(1)}, ${bind('x')})`);
    batch.add((bind) => `UPDATE u SET c = ${bind(true)} WHERE id = ${bind('id-1')}`);
    expect(batch.size).toBe(2);
    await batch.run(manager);
    expect(sent).toEqual([
      { sql: 'WITH w0 AS (INSERT INTO t (a, b) VALUES ($1, $2)), w1 AS (UPDATE u SET c = $3 WHERE id = $4) SELECT 1', params: [1, 'x', true, 'id-1'] },
    ]);
  });

  it('sends nothing when empty, and starts empty again after a run', async () => {
    const { sent, manager } = recorder();
    const batch = new WriteBatch();
    await batch.run(manager);
    batch.add((bind) => `DELETE FROM t WHERE a = ${bind(7)}`);
    await batch.run(manager);
    await batch.run(manager);
    batch.add((bind) => `DELETE FROM t WHERE a = ${bind(8)}`);
    await batch.run(manager);
    expect(sent.map((s) => s.params)).toEqual([[7], [8]]);
    expect(sent[1]?.sql).toBe('WITH w0 AS (DELETE FROM t WHERE a = $1) SELECT 1');
  });
});
