import { Injectable } from '@nestjs/common';
import { AgentSmsReport } from '@simrelay/contracts';
import { DataSource } from 'typeorm';
import { SimNumber } from '../inventory/sim-number.entity';
import { HubPush } from './hub-push.entity';

/** An agent's clock may run a little behind ours: an SMS this much "before" a sale still belongs to it. */
const CLOCK_SKEW = "interval '5 seconds'";

/**
 * Every SMS on a number sold to a hub becomes a push to that hub (the hub filters by service
 * itself): one row per message and sale, whatever the router made of the message, stored
 * before the report is acked.
 */
@Injectable()
export class HubPushes {
  constructor(private readonly dataSource: DataSource) {}

  /** How many new pushes the report made. */
  async fromReport(report: AgentSmsReport): Promise<number> {
    const number = await this.dataSource.getRepository(SimNumber).findOneBy({ iccid: report.iccid });
    if (!number) return 0;
    const rows: Array<{ sms_id: string }> = await this.dataSource.query(
      `INSERT INTO activations.hub_pushes (hub_id, activation_id, message_key, phone, phone_from, text, state, attempts, next_attempt_at)
       SELECT s.hub_id, s.activation_id, $2, regexp_replace(s.number, '\\D', '', 'g'), $3, $4, 'pending', 0, now()
         FROM activations.hub_sales s JOIN activations.activations a ON a.id = s.activation_id
        WHERE s.number_id = $1 AND s.created_at <= $5::timestamptz + ${CLOCK_SKEW} AND (s.finished_at IS NULL OR s.finished_at >= $5::timestamptz)
          -- An operator may end the activation before the hub finishes the sale: the number is no longer the hub's.
          AND (a.ended_at IS NULL OR a.ended_at >= $5::timestamptz)
       ON CONFLICT ON CONSTRAINT "UQ_hub_pushes_message" DO NOTHING
       RETURNING sms_id`,
      [number.id, report.key, report.sender ?? '', report.text, report.receivedAt],
    );
    return rows.length;
  }

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
