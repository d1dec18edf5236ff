import { Inject, Injectable } from '@nestjs/common';
import { OPEN_RESELL_STATES } from '@simrelay/contracts';
import { PeriodicTask } from '@simrelay/messaging';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { LOGGER } from '@simrelay/messaging';
import { ACTIVATIONS_ENV } from '../activations.tokens';
import type { ActivationsEnv } from '../config';
import { Resell } from './resell.entity';
import { ResellSettler } from './resell-settler';

const BATCH = 100;
/** A claimed resell is not picked by another replica for this long (its step takes less). */
const LEASE_SECONDS = 60;

/**
 * Looks at the resells that are due: polls codes, retries cancellations and finishes. Rows are
 * claimed by moving their next check forward (SKIP LOCKED), so replicas share the work and a
 * stopped one loses nothing. Each executor's resells go one after another (its pace is kept by
 * its pacer); executors run side by side.
 */
@Injectable()
export class UpstreamPoller extends PeriodicTask {
  protected readonly intervalMs: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly settler: ResellSettler,
    @Inject(ACTIVATIONS_ENV) env: ActivationsEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super();
    this.intervalMs = env.UPSTREAM_POLL_MS;
  }

  protected async runOnce(): Promise<void> {
    try {
      const due = await this.claimDue();
      const byExecutor = new Map<string, Resell[]>();
      for (const resell of due) byExecutor.set(resell.executorId, [...(byExecutor.get(resell.executorId) ?? []), resell]);
      await Promise.all(
        [...byExecutor.values()].map(async (resells) => {
          for (const resell of resells) {
            if (this.stopping) return;
            await this.settler.step(resell).catch((error: unknown) => this.logger.warn({ err: error, resellId: resell.id }, 'resell step failed; will retry'));
          }
        }),
      );
    } catch (error) {
      this.logger.warn({ err: error }, 'upstream poll failed; will retry');
    }
  }

  private async claimDue(): Promise<Resell[]> {
    const result: unknown[] = await this.dataSource.query(
      `UPDATE activations.resells SET next_check_at = now() + ($3::int * interval '1 second')
        WHERE id IN (SELECT id FROM activations.resells WHERE state = ANY($1) AND next_check_at <= now()
                      ORDER BY next_check_at LIMIT $2 FOR UPDATE SKIP LOCKED)
        RETURNING id`,
      [[...OPEN_RESELL_STATES], BATCH, LEASE_SECONDS],
    );
    // An UPDATE ... RETURNING answers [rows, count] through TypeORM's query().
    const rows = (Array.isArray(result[0]) ? result[0] : result) as Array<{ id: string }>;
    if (!rows.length) return [];
    return this.dataSource.getRepository(Resell).find({ where: rows.map((r) => ({ id: r.id })), order: { createdAt: 'ASC' } });
  }
}
