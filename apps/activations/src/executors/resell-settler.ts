import { Inject, Injectable } from '@nestjs/common';
import { ActivationStatus, DomainError, ErrorCode, OPEN_ACTIVATION_STATUSES } from '@simrelay/contracts';
import type { Logger } from 'pino';
import { DataSource, In } from 'typeorm';
import { LOGGER } from '@simrelay/messaging';
import { ACTIVATIONS_ENV } from '../activations.tokens';
import { Activation } from '../activations/activation.entity';
import { ActivationsService } from '../activations/activations.service';
import type { ActivationsEnv } from '../config';
import { Message } from '../router/message.entity';
import { RouterService } from '../router/router.service';
import { ExecutorDirectory } from './executor-directory';
import { Resell } from './resell.entity';
import { UpstreamClient, UpstreamMessage, UpstreamStatus } from './upstream-client';
import { UpstreamError } from './upstream-errors';

/** Backoff after failures never waits longer than this. */
const MAX_BACKOFF_MS = 5 * 60_000;
/** Once a code came, another is looked for less often. */
const RECEIVED_POLL_FACTOR = 3;

/**
 * A delivered message's key: the resell and the code, and its place in what the provider shows
 * past the first (a 5sim order lists every SMS, and services often send the same code again).
 * SMS-Activate shows one code at a time: nothing tells a repeat of the code shown before from a
 * poll that came before the provider heard "another code", so the code alone, and a repeat is
 * not delivered.
 */
const codeKey = (resell: Resell, code: string, place = 0) => `upstream:${resell.id}:${code}${place > 0 ? `:#${place}` : ''}`;

const ANOTHER_CODE_REFUSED = "The number's provider did not take the request for another code. Try again in a minute, or finish the activation";

/**
 * Moves a resell through its life in step with the provider: codes polled and delivered once
 * (through the SMS router, as a SIM's are); a cancellation asked upstream and the buyer's hold
 * voided only when the provider confirms it; a finish told upstream; a code that came after
 * our side ended the activation kept as late. Failed calls are retried with backoff.
 */
@Injectable()
export class ResellSettler {
  constructor(
    private readonly dataSource: DataSource,
    private readonly activations: ActivationsService,
    private readonly directory: ExecutorDirectory,
    private readonly router: RouterService,
    @Inject(ACTIVATIONS_ENV) private readonly env: ActivationsEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  private get resells() {
    return this.dataSource.getRepository(Resell);
  }

  /** The activations service's end, for an upstream activation. */
  async end(activation: Activation, status: ActivationStatus): Promise<boolean> {
    const resell = await this.resells.findOneBy({ activationId: activation.id });
    if (!resell) return this.activations.end(activation, status, true);
    if (activation.status !== 'active') {
      // A code came (and was charged): ours ends now, the provider is told to finish.
      const ended = await this.activations.end(activation, status, true);
      if (ended) await this.resells.update({ id: resell.id, state: In(['waiting', 'received']) }, { state: 'finishing', failures: 0, nextCheckAt: new Date() });
      return ended;
    }
    const asked = await this.resells.update({ id: resell.id, state: 'waiting' }, { state: 'cancelling', endAs: status, failures: 0, nextCheckAt: new Date() });
    // Already being cancelled (the poller retries), or a code was just taken.
    if (!asked.affected) return false;
    return this.cancel(await this.resells.findOneByOrFail({ id: resell.id }));
  }

  /** One look at a resell that is due (the poller's step). */
  async step(resell: Resell): Promise<void> {
    switch (resell.state) {
      case 'waiting':
      case 'received':
        return this.poll(resell);
      case 'cancelling':
        await this.cancel(resell);
        return;
      case 'finishing':
        return this.finish(resell);
      default:
        return;
    }
  }

  private async client(resell: Resell): Promise<UpstreamClient | null> {
    const executor = await this.directory.byId(resell.executorId);
    return executor ? this.directory.client(executor) : null;
  }

  private async poll(resell: Resell): Promise<void> {
    let status: UpstreamStatus;
    try {
      const client = await this.client(resell);
      if (!client) return;
      status = await client.status(resell.upstreamId);
    } catch (error) {
      return this.retryLater(resell, error);
    }
    if (status.state === 'code') return this.code(resell, status.messages);
    if (status.state === 'cancelled' && resell.state === 'waiting') {
      // The provider ended it on its own (its timeout, a refund): that is its confirmation.
      const asked = await this.resells.update({ id: resell.id, state: 'waiting' }, { state: 'cancelling', endAs: 'timeout' });
      if (asked.affected) await this.cancelled({ ...resell, state: 'cancelling', endAs: 'timeout' });
      return;
    }
    await this.later(resell);
  }

  /**
   * Another code asked for: the provider is told (SMS-Activate's status 3), and the resell is
   * looked at again at once. A provider that cannot be told now refuses the request: the buyer
   * asks again later, and nothing was recorded meanwhile.
   */
  async again(activation: Activation): Promise<void> {
    const resell = await this.resells.findOneBy({ activationId: activation.id, state: 'received' });
    const client = resell && (await this.client(resell));
    if (!resell || !client) throw new DomainError(ErrorCode.Unavailable, ANOTHER_CODE_REFUSED);
    try {
      await client.again(resell.upstreamId);
    } catch (error) {
      this.logger.warn({ err: error, resellId: resell.id }, 'another code not asked upstream');
      throw new DomainError(ErrorCode.Unavailable, ANOTHER_CODE_REFUSED);
    }
    await this.resells.update({ id: resell.id, state: 'received' }, { nextCheckAt: new Date() });
  }

  /** The provider's messages: the first takes the resell (while ours waits), each is delivered once (by its key). */
  private async code(resell: Resell, messages: [UpstreamMessage, ...UpstreamMessage[]]): Promise<void> {
    const { code } = messages[0];
    if (resell.state === 'waiting') {
      // Taken only while ours still waits for it, within its time; otherwise it is late.
      const taken = await this.resells
        .createQueryBuilder()
        .update()
        .set({ state: 'received', code, codeAt: () => 'now()' })
        .where(`id = :id AND state = 'waiting'`, { id: resell.id })
        .andWhere(`EXISTS (SELECT 1 FROM activations.activations a WHERE a.id = activation_id AND a.status = 'active' AND a.expires_at > now())`)
        .execute();
      if (!taken.affected) {
        const asked = await this.resells.update({ id: resell.id, state: 'waiting' }, { state: 'cancelling', endAs: 'timeout' });
        if (asked.affected) await this.late({ ...resell, state: 'cancelling', endAs: 'timeout' }, code);
        return;
      }
    }
    const activationId = resell.activationId as string;
    const keyed = messages.map((message, place) => ({ ...message, key: codeKey(resell, message.code, place) }));
    // One read for the whole list: every poll of a received resell shows what was delivered before.
    const delivered = new Set((await this.dataSource.getRepository(Message).find({ where: { activationId, key: In(keyed.map((m) => m.key)) }, select: { id: true, key: true } })).map((m) => m.key));
    const fresh = keyed.filter((m) => !delivered.has(m.key));
    const executor = fresh.length ? await this.directory.byId(resell.executorId) : null;
    for (const { key, ...message } of fresh) {
      await this.router.upstreamCode({
        key, activationId, source: executor?.name ?? resell.executorId, text: message.text ?? message.code, code: message.code, receivedAt: new Date(),
      });
      this.logger.info({ resellId: resell.id, activationId: resell.activationId }, 'upstream code delivered');
    }
    await this.later({ ...resell, state: 'received' });
  }

  /** Asks the provider to cancel; ours ends (the buyer's hold voided) only when it confirms. */
  private async cancel(resell: Resell): Promise<boolean> {
    const client = await this.client(resell);
    if (!client) return false;
    let outcome;
    try {
      outcome = await client.cancel(resell.upstreamId, resell.endAs === 'blocked');
    } catch (error) {
      await this.retryLater(resell, error);
      return false;
    }
    if (outcome === 'confirmed') return this.cancelled(resell);
    if (outcome === 'has_code') {
      const now = await client.status(resell.upstreamId).catch(() => null);
      await this.late(resell, now?.state === 'code' ? now.messages[0].code : '');
      return true;
    }
    await this.retryLater(resell, new UpstreamError('refused', 'cancellation refused for now'));
    return false;
  }

  private async cancelled(resell: Resell): Promise<boolean> {
    const ended = await this.endOurs(resell);
    await this.resells.update({ id: resell.id, state: 'cancelling' }, { state: resell.removeRequested ? 'removed' : 'cancelled', endedAt: new Date(), lastError: null });
    this.logger.info({ resellId: resell.id, activationId: resell.activationId }, 'upstream cancellation confirmed');
    return ended;
  }

  /**
   * A code came upstream after ours had ended (timeout, cancel): kept for operators; the buyer,
   * who never saw it, is not charged; the provider is told to finish (it charged us anyway).
   */
  private async late(resell: Resell, code: string): Promise<void> {
    const marked = await this.resells.update({ id: resell.id, state: 'cancelling' }, { state: 'late', lateCode: code || null, lateCodeAt: new Date(), endedAt: new Date() });
    if (!marked.affected) return;
    await this.endOurs(resell);
    this.logger.warn({ resellId: resell.id, activationId: resell.activationId }, 'upstream code came after the activation ended: kept as late');
    const client = await this.client(resell);
    await client?.finish(resell.upstreamId).catch((error: unknown) => this.logger.warn({ err: error, resellId: resell.id }, 'late resell not finished upstream'));
  }

  private async endOurs(resell: Resell): Promise<boolean> {
    if (!resell.activationId) return false;
    const activation = await this.dataSource.getRepository(Activation).findOneBy({ id: resell.activationId });
    if (!activation || !OPEN_ACTIVATION_STATUSES.includes(activation.status)) return false;
    return this.activations.end(activation, resell.endAs ?? 'cancelled', true);
  }

  private async finish(resell: Resell): Promise<void> {
    try {
      const client = await this.client(resell);
      await client?.finish(resell.upstreamId);
    } catch (error) {
      return this.retryLater(resell, error);
    }
    await this.resells.update({ id: resell.id, state: 'finishing' }, { state: resell.removeRequested ? 'removed' : 'finished', endedAt: new Date(), lastError: null });
  }

  private async later(resell: Pick<Resell, 'id' | 'state'>): Promise<void> {
    const wait = this.env.UPSTREAM_POLL_MS * (resell.state === 'received' ? RECEIVED_POLL_FACTOR : 1);
    await this.resells.update({ id: resell.id }, { failures: 0, lastError: null, nextCheckAt: new Date(Date.now() + wait) });
  }

  /** Exponential backoff, longer when the provider said how long to wait. */
  private async retryLater(resell: Resell, error: unknown): Promise<void> {
    const failures = resell.failures + 1;
    const hinted = error instanceof UpstreamError ? (error.retryAfterMs ?? 0) : 0;
    const wait = Math.max(hinted, Math.min(MAX_BACKOFF_MS, this.env.UPSTREAM_POLL_MS * 2 ** Math.min(failures, 16)));
    const detail = error instanceof UpstreamError ? error.message : String(error);
    await this.resells.update({ id: resell.id }, { failures, lastError: detail.slice(0, 500), nextCheckAt: new Date(Date.now() + wait) });
    this.logger.warn({ resellId: resell.id, state: resell.state, failures, error: detail }, 'upstream call failed; retrying later');
  }
}
