import { BeforeApplicationShutdown, Inject, Injectable } from '@nestjs/common';
import type { HoldReceipt } from '@simrelay/contracts';
import { DomainError, ErrorCode } from '@simrelay/contracts';
import { LOGGER } from '@simrelay/messaging';
import { pgPool, queryPrepared, WriteBatch } from '@simrelay/persistence';
import type { Logger } from 'pino';
import { DataSource, IsNull, Not } from 'typeorm';
import { ACTIVATIONS_ENV } from '../activations.tokens';
import { Peers } from '../clients/peers';
import type { ActivationsEnv } from '../config';
import { isPartnerSale } from '../hubs/partner-sale';
import { Activation } from './activation.entity';

const settledMark = (at: string, id: string) => `UPDATE activations.activations SET settled_at = ${at} WHERE id = ${id}`;
/** Marks of several activations ($1 ids, $2 their times) in one statement. */
const SETTLED_MARKS = `UPDATE activations.activations a SET settled_at = d.at
  FROM unnest($1::uuid[], $2::timestamptz[]) AS d(id, at) WHERE a.id = d.id`;

/**
 * Tells billing what became of an activation's hold: post it (a code came) or void it (ended
 * without). The decision is written first, with the activation's status; telling billing
 * follows and is repeated by the sweeper until billing has it. Both calls are idempotent by
 * the activation's key, so a repeat moves nothing; a hold billing expired on its own (we were
 * away too long) stays voided.
 */
@Injectable()
export class Settlements implements BeforeApplicationShutdown {
  /** Marks not written yet, by activation: billing has been told about each. */
  private readonly due = new Map<string, Date>();
  /** Activations whose hold billing is being told about now. */
  private readonly telling = new Set<string>();
  private writing?: Promise<void>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly peers: Peers,
    @Inject(ACTIVATIONS_ENV) private readonly env: ActivationsEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Tells billing and marks the activation settled. With `into`, the mark is added to that batch
   * instead (the caller writes it with rows of its own, in one statement).
   */
  async settle(activation: Activation, into?: WriteBatch): Promise<HoldReceipt | null> {
    // Told already (its mark waits) or being told here: the sweeper need not tell billing again.
    if (!activation.settlement || activation.settledAt || this.due.has(activation.id) || this.telling.has(activation.id)) return null;
    // A partner's sale has no hold: nothing for billing to post or void.
    if (isPartnerSale(activation)) {
      await this.markSettled(activation, into);
      return null;
    }
    this.telling.add(activation.id);
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
    } finally {
      this.telling.delete(activation.id);
    }
  }

  /** Activations whose hold billing has not been told about (billing was away). */
  pending(limit: number): Promise<Activation[]> {
    return this.dataSource.getRepository(Activation).find({ where: { settlement: Not(IsNull()), settledAt: IsNull() }, take: limit });
  }

  /** Writes the marks still waiting (a stopping service leaves none for the sweeper to redo). */
  async beforeApplicationShutdown(): Promise<void> {
    await this.writing;
    await this.writeDue();
  }

  private async markSettled(activation: Activation, into?: WriteBatch): Promise<void> {
    const settledAt = new Date();
    activation.settledAt = settledAt;
    if (into) return into.add((bind) => settledMark(bind(settledAt), bind(activation.id)));
    this.due.set(activation.id, settledAt);
    this.writeSoon();
  }

  /**
   * The next write of the marks waiting, unless one is due already; marks made while it runs get
   * one of their own. Marks are bookkeeping (billing was told already, and telling it again moves
   * nothing), so a mark waits `SETTLED_MARK_GATHER_MS` for others: under load one statement and
   * one commit carry many cancels' marks instead of one each.
   */
  private writeSoon(): void {
    this.writing ??= new Promise<void>((resolve) => setTimeout(resolve, this.env.SETTLED_MARK_GATHER_MS).unref())
      .then(() => this.writeDue())
      .finally(() => {
        this.writing = undefined;
        if (this.due.size) this.writeSoon();
      });
  }

  /**
   * One statement for every mark waiting. One that fails is left to the sweeper: it finds the
   * activation unmarked, tells billing again (a repeat that moves nothing) and marks it.
   */
  private async writeDue(): Promise<void> {
    if (!this.due.size) return;
    const marks = [...this.due].sort(([a], [b]) => (a < b ? -1 : 1));
    try {
      await queryPrepared(pgPool(this.dataSource), SETTLED_MARKS, [marks.map(([id]) => id), marks.map(([, at]) => at)]);
    } catch (error) {
      this.logger.warn({ err: error, activations: marks.length }, 'settled marks not written; the sweeper marks them');
    } finally {
      for (const [id] of marks) this.due.delete(id);
    }
  }
}
