import type { Queryable, Statement } from '@simrelay/persistence';
import type { Activation } from './activation.entity';
import { numberFree } from './number-allocator';

/**
 * An activation on one of our SIMs and its number's usage row, in one statement; the database
 * gives the order number and the time. That time is the insert's own (`clock_timestamp()`), not
 * its transaction's start: the SIM is locked by then, so an activation or lease that ended while
 * this purchase waited (for the user's lock, for its pick) ended before this one began.
 *
 * Both rows only when the number is still free, read by this statement's own snapshot: taken
 * after the lock, it sees an activation or lease that committed while the purchase picked (the
 * picking statement's snapshot may be older). No rows answered when the number is taken.
 */
export function activationInsert(a: Activation): Statement {
  return {
    sql: `WITH free AS (SELECT WHERE ${numberFree('$3')}),
          usage AS (INSERT INTO activations.number_usages (number_id, service, activation_id) SELECT $3, $5, $1 FROM free)
     INSERT INTO activations.activations
       (id, user_id, number_id, number, service, country, carrier, price_micros, hold_id, status, verification, ban_limit, expires_at, executor, created_at)
     SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, clock_timestamp() FROM free RETURNING order_number, created_at`,
    params: [a.id, a.userId, a.numberId, a.number, a.service, a.country, a.carrier, a.priceMicros, a.holdId, a.status, a.verification, a.banLimit, a.expiresAt, a.executor],
  };
}

/** The activation as `activationInsert` wrote it: its order number and time from the statement's rows. */
export function inserted(a: Activation, rows: Array<{ order_number: string; created_at: Date }>): Activation {
  const [row] = rows;
  if (!row) throw new Error(`activation ${a.id} not inserted`);
  return Object.assign(a, { orderNumber: Number(row.order_number), createdAt: row.created_at });
}

/** `activationInsert` sent on its own. */
export async function insertWithUsage(manager: Queryable, a: Activation): Promise<Activation> {
  const { sql, params } = activationInsert(a);
  return inserted(a, await manager.query(sql, params));
}
