import { Inject, Injectable } from '@nestjs/common';
import { OPEN_ACTIVATION_STATUSES } from '@simrelay/contracts';
import { LOGGER, PeriodicTask } from '@simrelay/messaging';
import type { Logger } from 'pino';
import { DataSource, In, LessThanOrEqual } from 'typeorm';
import { ACTIVATIONS_ENV } from '../activations.tokens';
import type { ActivationsEnv } from '../config';
import { Activation } from './activation.entity';
import { ActivationsService } from './activations.service';
import { Settlements } from './settlements';

const BATCH = 200;

/**
 * Ends activations whose 15 minutes passed (without a code: `timeout`, hold voided; with one:
 * `finished`) and retells billing what it missed. The database is the only record of what is
 * due, so a restart loses nothing; replicas race harmlessly (an end happens once).
 */
@Injectable()
export class ExpirySweeper extends PeriodicTask {
  protected readonly intervalMs: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly activations: ActivationsService,
    private readonly settlements: Settlements,
    @Inject(ACTIVATIONS_ENV) env: ActivationsEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super();
    this.intervalMs = env.ACTIVATION_SWEEP_MS;
  }

  protected async runOnce(): Promise<void> {
    try {
      const due = await this.dataSource.getRepository(Activation).find({
        where: { status: In([...OPEN_ACTIVATION_STATUSES]), expiresAt: LessThanOrEqual(new Date()) }, order: { expiresAt: 'ASC' }, take: BATCH,
      });
      for (const activation of due) {
        if (this.stopping) return;
        await this.activations.end(activation, activation.status === 'active' ? 'timeout' : 'finished');
      }
      for (const activation of await this.settlements.pending(BATCH)) {
        if (this.stopping) return;
        await this.settlements.settle(activation);
      }
    } catch (error) {
      this.logger.warn({ err: error }, 'activation sweep failed; will retry');
    }
  }
}
