import { BeforeApplicationShutdown, Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { BILLING_ENV, LOGGER } from '../billing.tokens';
import { BillingEnv } from '../config';
import { HoldLedger } from './hold-ledger';

/**
 * Voids holds whose expiry passed. The database is the only record of what is due, so a
 * restart loses nothing: the first sweep after start finds every hold that expired
 * meanwhile. Replicas share the work: each hold is voided in its own transaction that
 * skips a hold another transaction has locked.
 */
@Injectable()
export class HoldExpirySweeper implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;
  private stopping = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly holds: HoldLedger,
    @Inject(BILLING_ENV) private readonly env: BillingEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), this.env.HOLD_EXPIRY_SWEEP_MS);
    void this.sweep();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** Voids what is due now; resolves with how many holds it voided. */
  sweep(): Promise<number> {
    this.running ??= this.sweepDue().finally(() => (this.running = undefined));
    return this.running;
  }

  private async sweepDue(): Promise<number> {
    let total = 0;
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
        total += voided;
        // A short batch was all there was; a batch of locked holds is retried next time.
        if (due.length < this.env.HOLD_EXPIRY_BATCH || voided === 0) break;
      }
    } catch (error) {
      this.logger.warn({ err: error }, 'hold expiry sweep failed; will retry');
    }
    return total;
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
