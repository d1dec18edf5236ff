import { Inject, Injectable } from '@nestjs/common';
import type { HoldReceipt } from '@simrelay/contracts';
import { DomainError, ErrorCode } from '@simrelay/contracts';
import { LOGGER } from '@simrelay/messaging';
import { pgPool, queryPrepared, WriteBatch } from '@simrelay/persistence';
import type { Logger } from 'pino';
import { DataSource, IsNull, Not } from 'typeorm';
import { Peers } from '../clients/peers';
import { isPartnerSale } from '../hubs/partner-sale';
import { Activation } from './activation.entity';

const settledMark = (at: string, id: string) => `UPDATE activations.activations SET settled_at = ${at} WHERE id = ${id}`;
const SETTLED_MARK = settledMark('$1', '$2');

/**
 * Tells billing what became of an activation's hold: post it (a code came) or void it (ended
 * without). The decision is written first, with the activation's status; telling billing
 * follows and is repeated by the sweeper until billing has it. Both calls are idempotent by
 * the activation's key, so a repeat moves nothing; a hold billing expired on its own (we were
 * away too long) stays voided.
 */
@Injectable()
export class Settlements {
  constructor(
    private readonly dataSource: DataSource,
    private readonly peers: Peers,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Tells billing and marks the activation settled. With `into`, the mark is added to that batch
   * instead (the caller writes it with rows of its own, in one statement).
   */
  async settle(activation: Activation, into?: WriteBatch): Promise<HoldReceipt | null> {
    if (!activation.settlement || activation.settledAt) return null;
    // A partner's sale has no hold: nothing for billing to post or void.
    if (isPartnerSale(activation)) {
      await this.markSettled(activation, into);
      return null;
    }
    try {
      const receipt =
        activation.settlement === 'post'
          ? await this.peers.post(activation.holdId, `activation:${activation.id}:post`)
          : await this.peers.void(activation.holdId, `activation:${activation.id}:void`);
      await this.markSettled(activation, into);
      return receipt;
    } catch (error) {
      if (error instanceof DomainError && error.code === ErrorCode.HoldNotActive) {
        this.logger.warn({ activationId: activation.id, settlement: activation.settlement }, 'hold already settled in billing');
        await this.markSettled(activation, into);
        return null;
      }
      this.logger.warn({ err: error, activationId: activation.id }, 'billing not told yet; the sweeper retries');
      return null;
    }
  }

  /** Activations whose hold billing has not been told about (billing was away). */
  pending(limit: number): Promise<Activation[]> {
    return this.dataSource.getRepository(Activation).find({ where: { settlement: Not(IsNull()), settledAt: IsNull() }, take: limit });
  }

  private async markSettled(activation: Activation, into?: WriteBatch): Promise<void> {
    const settledAt = new Date();
    activation.settledAt = settledAt;
    if (into) into.add((bind) => settledMark(bind(settledAt), bind(activation.id)));
    else await queryPrepared(pgPool(this.dataSource), SETTLED_MARK, [settledAt, activation.id]);
  }
}
