import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { HubPush } from './hub-push.entity';

/** An agent's clock may run a little behind ours: an SMS this much "before" a sale still belongs to it. */
const CLOCK_SKEW = "interval '5 seconds'";

/** SQL expressions (placeholders or subqueries) of the statement that stores an arriving SMS. */
export interface ArrivingSms {
  /** The SIM's number id; NULL for a message on no SIM of ours. */
  numberId: string;
  key: string;
  sender: string;
  text: string;
  receivedAt: string;
  /** True for an SMS (a call is pushed to no hub). */
  isSms: string;
}

/**
 * The data-modifying part of the statement that stores an SMS, run with it: every SMS on a number
 * sold to a hub becomes a push to that hub (the hub filters by service itself), one row per
 * message and sale, whatever the router makes of the message, stored before the report is acked
 * (a redelivery adds nothing). Answers `1` per push it made.
 */
export function hubPushesOf(sms: ArrivingSms): string {
  return `INSERT INTO activations.hub_pushes (hub_id, activation_id, message_key, phone, phone_from, text, state, attempts, next_attempt_at)
       SELECT s.hub_id, s.activation_id, ${sms.key}, regexp_replace(s.number, '\\D', '', 'g'), ${sms.sender}, ${sms.text}, 'pending', 0, now()
         FROM activations.hub_sales s JOIN activations.activations a ON a.id = s.activation_id
        WHERE ${sms.isSms} AND s.number_id = ${sms.numberId}
          AND s.created_at <= ${sms.receivedAt} + ${CLOCK_SKEW} AND (s.finished_at IS NULL OR s.finished_at >= ${sms.receivedAt})
          -- An operator may end the activation before the hub finishes the sale: the number is no longer the hub's.
          AND (a.ended_at IS NULL OR a.ended_at >= ${sms.receivedAt})
       ON CONFLICT ON CONSTRAINT "UQ_hub_pushes_message" DO NOTHING
       RETURNING 1`;
}

/** The pushes' rows: taken when due, marked sent or failed. */
@Injectable()
export class HubPushes {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Takes up to `limit` pushes that are due, for this worker alone: each attempt is counted and
   * the next one set `retryMs` after this one began, before anything is sent. A crash mid-send
   * retries after the interval; a push marked sent is never taken again.
   */
  async claimDue(limit: number, retryMs: number): Promise<HubPush[]> {
    // As a CTE, so the driver answers the rows (a bare UPDATE answers [rows, count]).
    const rows: Array<{ sms_id: string }> = await this.dataSource.query(
      `WITH claimed AS (
         UPDATE activations.hub_pushes p
            SET attempts = p.attempts + 1, last_attempt_at = now(), next_attempt_at = now() + ($2::int * interval '1 millisecond')
          WHERE p.sms_id IN (SELECT sms_id FROM activations.hub_pushes WHERE state = 'pending' AND next_attempt_at <= now()
                              ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED)
         RETURNING p.sms_id)
       SELECT sms_id FROM claimed`,
      [limit, retryMs],
    );
    if (!rows.length) return [];
    return this.dataSource.getRepository(HubPush).find({ where: rows.map((row) => ({ smsId: String(row.sms_id) })), order: { smsId: 'ASC' } });
  }

  async sent(push: HubPush): Promise<void> {
    await this.dataSource.getRepository(HubPush).update({ smsId: push.smsId, state: 'pending' }, { state: 'sent', sentAt: new Date(), lastError: null });
  }

  async failed(push: HubPush, error: string): Promise<void> {
    await this.dataSource.getRepository(HubPush).update({ smsId: push.smsId, state: 'pending' }, { lastError: error.slice(0, 500) });
  }
}
