import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, PeriodicTask } from '@simrelay/messaging';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { BILLING_ENV } from '../billing.tokens';
import { BillingEnv } from '../config';
import { HoldLedger } from './hold-ledger';

/**
 * Voids holds whose expiry passed. The database is the only record of what is due, so a
 * restart loses nothing: the first sweep after start finds every hold that expired
 * meanwhile. Replicas share the work: each hold is voided in its own transaction that
 * skips a hold another transaction has locked.
 */
@Injectable()
export class HoldExpirySweeper extends PeriodicTask {
  protected readonly intervalMs: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly holds: HoldLedger,
    @Inject(BILLING_ENV) private readonly env: BillingEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super();
    this.intervalMs = env.HOLD_EXPIRY_SWEEP_MS;
  }

  /** Voids what is due now, batch after batch. */
  protected async runOnce(): Promise<void> {
    try {
      while (!this.stopping) {
        const due: Array<{ id: string }> = await this.dataSource.query(
          `SELECT "id" FROM "billing"."holds" WHERE "status" = 'active' AND "expires_at" IS NOT NULL AND "expires_at" <= now()
           ORDER BY "expires_at" LIMIT $1`,
          [this.env.HOLD_EXPIRY_BATCH],
        );
        let voided = 0;
        for (const { id } of due) {
          if (this.stopping) break;
          voided += (await this.expireOne(id)) ? 1 : 0;
        }
        // A short batch was all there was; a batch of locked holds is retried next time.
        if (due.length < this.env.HOLD_EXPIRY_BATCH || voided === 0) break;
      }
    } catch (error) {
      this.logger.warn({ err: error }, 'hold expiry sweep failed; will retry');
    }
  }

  private async expireOne(holdId: string): Promise<boolean> {
    try {
      const voided = await this.holds.expire(holdId);
      if (voided) this.logger.info({ holdId }, 'hold expired and voided');
      return voided;
    } catch (error) {
      this.logger.error({ err: error, holdId }, 'could not void an expired hold');
      return false;
    }
  }
}
