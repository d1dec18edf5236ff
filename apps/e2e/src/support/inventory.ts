import { waitFor } from '@simrelay/testing';

/** Anything that runs SQL and answers rows: a pg Client, or a TypeORM DataSource wrapped. */
export interface Sql {
  query(sql: string, params?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
}

/** Waits until the activations inventory holds this many ready SIMs (in one country when given). */
export function waitForSims(db: Sql, count: number, country?: string, timeoutMs = 30_000): Promise<true> {
  return waitFor(
    async () => {
      const { rows } = await db.query(`SELECT count(*)::int AS n FROM activations.numbers WHERE ready AND ($1::text IS NULL OR country = $1)`, [country ?? null]);
      return Number(rows[0]?.['n']) >= count ? true : undefined;
    },
    `${count} SIMs in the inventory`,
    timeoutMs,
  );
}
