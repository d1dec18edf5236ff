import { randomUUID } from 'node:crypto';
import type { Queryable } from '@simrelay/persistence';

export interface AllocationRequest {
  /** The SIM must never have served it; absent (rentals for any service): no such rule. */
  service?: string;
  country: string;
  carrier?: string;
  /** SIMs not heard from for longer are offline. */
  offlineAfterMs: number;
  /** Leave out numbers beginning with these digits (country code first). */
  excludePrefixes?: string[];
}

export interface AllocatedNumber {
  id: string;
  number: string;
  carrier: string | null;
  country: string;
}

/** One-time sales take SIMs without the rent flag; rentals lease rent-flagged ones. */
export type NumberPool = 'one-time' | 'rent';

/**
 * The numbers that could be sold (or leased) now: online, on an unbanned modem, not to be
 * replaced, in neither an open activation nor a lease; in country $1 (any when null) and carrier
 * $2, SIMs heard from within $3 ms. The one statement of that rule, for the allocators and for
 * the availability counts.
 */
const poolNumbers = (pool: NumberPool) => `
  SELECT n.id, n.number, n.carrier, n.country
    FROM activations.numbers n
    JOIN activations.modems m ON m.id = n.modem_id
   WHERE n.deleted_at IS NULL AND n.ready AND ${pool === 'rent' ? 'n.rent' : 'NOT n.rent'} AND NOT n.replace AND NOT m.ban
     AND n.number IS NOT NULL AND ($1::text IS NULL OR n.country = $1) AND ($2::text IS NULL OR n.carrier = $2)
     AND n.last_seen_at > now() - ($3::int * interval '1 millisecond')
     AND NOT EXISTS (SELECT 1 FROM activations.activations a WHERE a.number_id = n.id AND a.status IN ('active', 'received'))
     AND NOT EXISTS (SELECT 1 FROM activations.leases l WHERE l.number_id = n.id AND l.ended_at IS NULL)`;

export const SELLABLE_NUMBERS = poolNumbers('one-time');
export const LEASABLE_NUMBERS = poolNumbers('rent');

/**
 * ... and never used for service $4 (when given), not among the ids in $5 (tried already), and
 * not beginning as any of the patterns $6.
 */
const candidates = (pool: NumberPool) => `${poolNumbers(pool)}
     AND ($4::text IS NULL OR NOT EXISTS (SELECT 1 FROM activations.number_usages u WHERE u.number_id = n.id AND u.service = $4))
     AND n.id <> ALL($5::uuid[])
     AND NOT (ltrim(n.number, '+') LIKE ANY ($6::text[]))`;

/**
 * Two halves around a random start ($7) keep concurrent buyers off each other's rows (with
 * SKIP LOCKED, no one waits for a row another buyer holds).
 */
const fromStart = (pool: NumberPool) => `${candidates(pool)} AND n.id >= $7::uuid ORDER BY n.id ASC LIMIT 1 FOR UPDATE OF n SKIP LOCKED`;
const beforeStart = (pool: NumberPool) => `${candidates(pool)} AND n.id < $7::uuid ORDER BY n.id DESC LIMIT 1 FOR UPDATE OF n SKIP LOCKED`;

/**
 * Read again in a statement of its own, once the row is locked: its fresh snapshot sees an
 * activation or a lease that another transaction committed while this one was picking (the
 * picking statement's snapshot may be older than that commit). Whoever holds the row lock is
 * the only one who can start either now.
 */
const STILL_FREE = `
  SELECT NOT EXISTS (SELECT 1 FROM activations.activations a WHERE a.number_id = $1 AND a.status IN ('active', 'received'))
     AND NOT EXISTS (SELECT 1 FROM activations.leases l WHERE l.number_id = $1 AND l.ended_at IS NULL) AS free`;

const MAX_PICKS = 5;

const params = (request: AllocationRequest, tried: string[]) => [
  request.country, request.carrier ?? null, request.offlineAfterMs, request.service ?? null, tried, (request.excludePrefixes ?? []).map((prefix) => `${prefix}%`),
];

/**
 * Before any money is held, in one statement: how many activations user $7 has open, and
 * whether any number fits right now (without locking: lets a buyer hear 409 before a hold;
 * only a hint, the allocation below decides).
 */
export async function purchaseOutlook(manager: Queryable, userId: string, request: AllocationRequest): Promise<{ open: number; free: boolean }> {
  const [row] = (await manager.query(
    `SELECT (SELECT count(*)::int FROM activations.activations a WHERE a.user_id = $7 AND a.status IN ('active', 'received')) AS open,
            EXISTS (${candidates('one-time')} LIMIT 1) AS free`,
    [...params(request, []), userId],
  )) as Array<{ open: number; free: boolean }>;
  return row ?? { open: 0, free: false };
}

/** Locks one number for this transaction, or returns null when none fits. */
export async function allocateNumber(manager: Queryable, request: AllocationRequest, pool: NumberPool = 'one-time'): Promise<AllocatedNumber | null> {
  const tried: string[] = [];
  for (let pick = 0; pick < MAX_PICKS; pick++) {
    const values = [...params(request, tried), randomUUID()];
    let found: AllocatedNumber | undefined;
    for (const sql of [fromStart(pool), beforeStart(pool)]) {
      const rows: AllocatedNumber[] = await manager.query(sql, values);
      if ((found = rows[0])) break;
    }
    if (!found) return null;
    const [check] = (await manager.query(STILL_FREE, [found.id])) as Array<{ free: boolean }>;
    if (check?.free) return found;
    tried.push(found.id);
  }
  return null;
}
