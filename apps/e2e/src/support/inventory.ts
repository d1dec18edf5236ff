import { ActivationsSubjects, AvailabilityView } from '@simrelay/contracts';
import { MessagingContext } from '@simrelay/messaging';
import { waitFor } from '@simrelay/testing';
import type { System } from './system';

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

/**
 * How many numbers a service could be sold in a country right now, as the inventory says it
 * (asked directly: the catalog's lists keep this count a few seconds).
 */
export async function inventoryStock(system: System, country: string, service: string): Promise<number> {
  const messaging = await MessagingContext.connect({ service: 'e2e', natsUrl: system.natsUrl, namespace: system.namespace });
  try {
    const view = await messaging.rpc.request<AvailabilityView>(ActivationsSubjects.availability, { country }, 10_000);
    return Math.max(0, view.free - (view.used[service] ?? 0));
  } finally {
    await messaging.close();
  }
}
