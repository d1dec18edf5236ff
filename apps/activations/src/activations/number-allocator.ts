import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';

export interface AllocationRequest {
  service: string;
  country: string;
  carrier?: string;
  /** SIMs not heard from for longer are offline. */
  offlineAfterMs: number;
}

export interface AllocatedNumber {
  id: string;
  number: string;
  carrier: string | null;
}

/**
 * The numbers that could be sold now: online, sellable, on an unbanned modem, not open in
 * another activation; in country $1 (and carrier $2), SIMs heard from within $3 ms. The one
 * statement of that rule, for the allocator and for the availability counts.
 */
export const SELLABLE_NUMBERS = `
  SELECT n.id, n.number, n.carrier
    FROM activations.numbers n
    JOIN activations.modems m ON m.id = n.modem_id
   WHERE n.deleted_at IS NULL AND n.ready AND NOT n.rent AND NOT n.replace AND NOT m.ban
     AND n.number IS NOT NULL AND n.country = $1 AND ($2::text IS NULL OR n.carrier = $2)
     AND n.last_seen_at > now() - ($3::int * interval '1 millisecond')
     AND NOT EXISTS (SELECT 1 FROM activations.activations a WHERE a.number_id = n.id AND a.status IN ('active', 'received'))`;

/** ... and never used for service $4. */
const UNUSED_FOR_SERVICE = `${SELLABLE_NUMBERS}
     AND NOT EXISTS (SELECT 1 FROM activations.number_usages u WHERE u.number_id = n.id AND u.service = $4)`;

/**
 * Two halves around a random start ($5) keep concurrent buyers off each other's rows (with
 * SKIP LOCKED, no one waits for a row another buyer holds).
 */
const FROM_START = `${UNUSED_FOR_SERVICE} AND n.id >= $5::uuid ORDER BY n.id ASC LIMIT 1 FOR UPDATE OF n SKIP LOCKED`;
const BEFORE_START = `${UNUSED_FOR_SERVICE} AND n.id < $5::uuid ORDER BY n.id DESC LIMIT 1 FOR UPDATE OF n SKIP LOCKED`;

const params = (request: AllocationRequest) => [request.country, request.carrier ?? null, request.offlineAfterMs, request.service];

/**
 * Whether any number fits right now, without locking: lets a buyer hear 409 before any money
 * is held. Only a hint; the allocation below decides.
 */
export async function anyNumberFree(manager: EntityManager, request: AllocationRequest): Promise<boolean> {
  const rows: unknown[] = await manager.query(`${UNUSED_FOR_SERVICE} LIMIT 1`, params(request));
  return rows.length > 0;
}

/** Locks one number for this transaction, or returns null when none fits. */
export async function allocateNumber(manager: EntityManager, request: AllocationRequest): Promise<AllocatedNumber | null> {
  const values = [...params(request), randomUUID()];
  for (const sql of [FROM_START, BEFORE_START]) {
    const rows: AllocatedNumber[] = await manager.query(sql, values);
    if (rows[0]) return rows[0];
  }
  return null;
}
