import { randomUUID } from 'node:crypto';
import { Bind, Bindings, Queryable, queryPrepared, queryPreparedWhereCan, Statement } from '@simrelay/persistence';
import { OPEN_ACTIVATION_STATUSES } from '@simrelay/contracts';
import type { Pool } from 'pg';

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

/** How the pool rule is filtered: each a condition, or `true` for none. */
interface PoolFilter {
  country: string;
  carrier: string;
  /** SIMs not heard from within this many ms (a placeholder) are offline. */
  offlineAfterMs: string;
}

/** The number `id` (a column or placeholder) is in no open activation and no open lease. */
export const numberFree = (id: string) => `NOT EXISTS (SELECT 1 FROM activations.activations a WHERE a.number_id = ${id} AND a.status IN ('active', 'received'))
     AND NOT EXISTS (SELECT 1 FROM activations.leases l WHERE l.number_id = ${id} AND l.ended_at IS NULL)`;

/**
 * The numbers that could be sold (or leased) now: online, on an unbanned modem, not to be
 * replaced, in neither an open activation nor a lease; in the filter's country and carrier. The
 * one statement of that rule, for the allocators and for the availability counts.
 */
const poolNumbers = (pool: NumberPool, filter: PoolFilter) => `
  SELECT n.id, n.number, n.carrier, n.country
    FROM activations.numbers n
    JOIN activations.modems m ON m.id = n.modem_id
   WHERE n.deleted_at IS NULL AND n.ready AND ${pool === 'rent' ? 'n.rent' : 'NOT n.rent'} AND NOT n.replace AND NOT m.ban
     AND n.number IS NOT NULL AND ${filter.country} AND ${filter.carrier}
     AND n.last_seen_at > now() - (${filter.offlineAfterMs}::int * interval '1 millisecond')
     AND ${numberFree('n.id')}`;

/** In country $1 (any when null) and carrier $2 (any when null), SIMs heard from within $3 ms. */
const ANY_OF = { country: '($1::text IS NULL OR n.country = $1)', carrier: '($2::text IS NULL OR n.carrier = $2)', offlineAfterMs: '$3' };
export const SELLABLE_NUMBERS = poolNumbers('one-time', ANY_OF);
export const LEASABLE_NUMBERS = poolNumbers('rent', ANY_OF);

/**
 * The numbers that fit the request: the pool's, never used for its service (when given), not
 * among `tried`, not beginning as any of its excluded prefixes. Only the filters the request has
 * are in the text: a prepared statement's plan, made once for any values, stays as good as one
 * made for these values (a few texts, one per combination).
 */
function candidates(pool: NumberPool, request: AllocationRequest, tried: string[], bind: Bind): string {
  const patterns = (request.excludePrefixes ?? []).map((prefix) => `${prefix}%`);
  return `${poolNumbers(pool, {
    country: request.country ? `n.country = ${bind(request.country)}` : 'true',
    carrier: request.carrier ? `n.carrier = ${bind(request.carrier)}` : 'true',
    offlineAfterMs: bind(request.offlineAfterMs),
  })}${request.service ? `
     AND NOT EXISTS (SELECT 1 FROM activations.number_usages u WHERE u.number_id = n.id AND u.service = ${bind(request.service)})` : ''}${tried.length ? `
     AND n.id <> ALL(${bind(tried)}::uuid[])` : ''}${patterns.length ? `
     AND NOT (ltrim(n.number, '+') LIKE ANY (${bind(patterns)}::text[]))` : ''}`;
}

/**
 * Two halves around a random start keep concurrent buyers off each other's rows (with SKIP
 * LOCKED, no one waits for a row another buyer holds).
 */
function picks(pool: NumberPool, request: AllocationRequest, tried: string[], start: string = randomUUID()): Statement[] {
  return [
    ['>=', 'ASC'],
    ['<', 'DESC'],
  ].map(([side, order]) => {
    const { bind, params } = new Bindings();
    const sql = `${candidates(pool, request, tried, bind)} AND n.id ${side} ${bind(start)}::uuid ORDER BY n.id ${order} LIMIT 1 FOR UPDATE OF n SKIP LOCKED`;
    return { sql, params };
  });
}

/**
 * The first half of a first pick, for a caller to send in a write with statements of its own (a
 * round trip fewer); its rows go to `allocateNumber` as `first`, which picks on from there.
 */
export interface FirstPick {
  statement: Statement;
  start: string;
}

/** `tried`: numbers an earlier try found taken, left out (pass the same to `pickNumber`). */
export function firstPick(request: AllocationRequest, pool: NumberPool = 'one-time', tried: string[] = []): FirstPick {
  const start = randomUUID();
  // Prepared: it travels in a folded write, as `EXECUTE` of a statement the connection keeps.
  return { statement: { ...(picks(pool, request, tried, start)[0] as Statement), prepare: true }, start };
}

/**
 * Read again in a statement of its own, once the row is locked: its fresh snapshot sees an
 * activation or a lease that another transaction committed while this one was picking (the
 * picking statement's snapshot may be older than that commit). Whoever holds the row lock is
 * the only one who can start either now.
 */
const STILL_FREE = `SELECT ${numberFree('$1')} AS free`;

/** Numbers found taken once locked before a purchase gives up (as if none were free). */
export const MAX_PICKS = 5;

/**
 * The user's ($1) open activations, as the column `open`. The open statuses written out: a plan
 * made once for any user still finds theirs by its index.
 */
export const OPEN_COUNT = `(SELECT count(*)::int FROM activations.activations a WHERE a.user_id = $1 AND a.status IN (${OPEN_ACTIVATION_STATUSES.map((s) => `'${s}'`).join(', ')})) AS open`;

/** How many activations the user has open now (outside any lock: a purchase counts again under it). */
export async function openActivations(pool: Pool, userId: string): Promise<number> {
  const [row] = await queryPrepared<{ open: number }>(pool, `SELECT ${OPEN_COUNT}`, [userId]);
  return row?.open ?? 0;
}

/**
 * Locks the first number that looked free to its statement, from both halves around a random
 * start, or answers undefined when none did. Not read again: see `allocateNumber`, or guard the
 * write that takes it with `numberFree` (a statement after the lock sees every commit before it).
 * `first`: the rows of `firstPick`'s statement, sent already by the caller in this transaction.
 */
export async function pickNumber(
  manager: Queryable, request: AllocationRequest, pool: NumberPool, tried: string[], first?: { pick: FirstPick; rows: AllocatedNumber[] },
): Promise<AllocatedNumber | undefined> {
  for (const [half, { sql, params }] of picks(pool, request, tried, first?.pick.start).entries()) {
    const rows = first && half === 0 ? first.rows : await queryPreparedWhereCan<AllocatedNumber>(manager, sql, params ?? []);
    if (rows[0]) return rows[0];
  }
  return undefined;
}

/** Locks one number for this transaction, read again once locked, or returns null when none fits. */
export async function allocateNumber(manager: Queryable, request: AllocationRequest, pool: NumberPool = 'one-time'): Promise<AllocatedNumber | null> {
  const tried: string[] = [];
  for (let pick = 0; pick < MAX_PICKS; pick++) {
    const found = await pickNumber(manager, request, pool, tried);
    if (!found) return null;
    const [check] = await queryPreparedWhereCan<{ free: boolean }>(manager, STILL_FREE, [found.id]);
    if (check?.free) return found;
    tried.push(found.id);
  }
  return null;
}
