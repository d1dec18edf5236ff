import { Inject, Injectable } from '@nestjs/common';
import { AdminActivationsOverview, OPEN_ACTIVATION_STATUSES, UNSEEN_MODEM_STATE } from '@simrelay/contracts';
import { DataSource } from 'typeorm';
import { ACTIVATIONS_ENV } from '../activations.tokens';
import type { ActivationsEnv } from '../config';

const OPEN = [...OPEN_ACTIVATION_STATUSES];

/**
 * The figures of the back office's landing page, each one statement over the service's own
 * tables. Online means what it means for the allocator: ready and heard from within the
 * offline window.
 */
@Injectable()
export class AdminOverviewService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(ACTIVATIONS_ENV) private readonly env: ActivationsEnv,
  ) {}

  async overview(since: Date): Promise<AdminActivationsOverview> {
    const offlineAfter = `${this.env.SIM_OFFLINE_AFTER_MS} milliseconds`;
    const [[numbers], [activations], [messages], [modems]] = await Promise.all([
      this.dataSource.query(
        `SELECT count(*)::int AS total,
                count(*) FILTER (WHERE n.ready AND n.last_seen_at > now() - $1::interval)::int AS online,
                count(*) FILTER (WHERE EXISTS (SELECT 1 FROM activations.activations a WHERE a.number_id = n.id AND a.status = ANY($2)))::int AS in_use,
                count(*) FILTER (WHERE EXISTS (SELECT 1 FROM activations.leases l WHERE l.number_id = n.id AND l.ended_at IS NULL))::int AS leased
           FROM activations.numbers n WHERE n.deleted_at IS NULL`,
        [offlineAfter, OPEN],
      ),
      this.dataSource.query(
        `SELECT count(*) FILTER (WHERE a.status = ANY($1))::int AS open,
                count(*) FILTER (WHERE a.ended_at >= $2)::int AS ended,
                count(*) FILTER (WHERE a.ended_at >= $2 AND EXISTS (SELECT 1 FROM activations.messages m WHERE m.activation_id = a.id))::int AS succeeded
           FROM activations.activations a WHERE a.status = ANY($1) OR a.ended_at >= $2`,
        [OPEN, since],
      ),
      this.dataSource.query(`SELECT count(*)::int AS unrouted FROM activations.messages WHERE activation_id IS NULL`),
      this.dataSource.query(
        `SELECT count(*)::int AS problems FROM activations.modems
          WHERE state = $1 OR last_seen_at <= now() - $2::interval OR last_error IS NOT NULL`,
        [UNSEEN_MODEM_STATE, offlineAfter],
      ),
    ]);
    return {
      numbers: { total: numbers.total, online: numbers.online, offline: numbers.total - numbers.online, inUse: numbers.in_use, leased: numbers.leased },
      activations: { open: activations.open, endedToday: activations.ended, succeededToday: activations.succeeded },
      unroutedMessages: messages.unrouted,
      modemsWithProblems: modems.problems,
    };
  }
}
