import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { ActivationStatus, ActivationView, BuyActivationCommand, DomainError, ErrorCode, MAX_OPEN_ACTIVATIONS, OPEN_ACTIVATION_STATUSES } from '@simrelay/contracts';
import { LOGGER, stableUuid } from '@simrelay/messaging';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { DataSource, In } from 'typeorm';
import { ACTIVATIONS_ENV } from '../activations.tokens';
import { Activation } from '../activations/activation.entity';
import { toActivationView } from '../activations/activation.views';
import { ActivationsService } from '../activations/activations.service';
import { Peers } from '../clients/peers';
import type { ActivationsEnv } from '../config';
import { Executor } from './executor.entity';
import { ExecutorDirectory } from './executor-directory';
import { Candidate, rank, successRates } from './executor-ranking';
import { Resell } from './resell.entity';
import { ResellSettler } from './resell-settler';
import { salePrice } from './sale-price';
import { UpstreamNumber, UpstreamQuote } from './upstream-client';
import { UpstreamError } from './upstream-errors';
import { UpstreamExecutors } from './upstream-executors';

/** A provider's prices are asked again after this long. */
const QUOTE_TTL_MS = 10_000;
/** Billing keeps the hold this much longer than the activation (as for our own numbers). */
const HOLD_GRACE_MS = 60 * 60_000;

/** The buyer's activation stands for a number we do not hold: its id in our tables says which resell. */
export const upstreamNumberId = (resellId: string): string => stableUuid(`upstream-number:${resellId}`);

const noNumbers = (why = '') => new DomainError(ErrorCode.NoNumbers, `There are currently no numbers for the selected service or country${why}`);

/**
 * Buys from upstream executors when our rack cannot serve a purchase (or an administrator
 * routed it to them): the best executor that has a number at the buyer's price, then the
 * next. The buyer's hold is taken at our price before the provider is asked, and voided when
 * the provider refuses; the activation and its resell are recorded together.
 */
@Injectable()
export class ExecutorRouter implements UpstreamExecutors, OnModuleInit {
  private readonly quotes = new Map<string, { quote: UpstreamQuote | null; at: number }>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly activations: ActivationsService,
    private readonly directory: ExecutorDirectory,
    private readonly settler: ResellSettler,
    private readonly peers: Peers,
    @Inject(ACTIVATIONS_ENV) private readonly env: ActivationsEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.activations.useUpstream(this);
  }

  async routesFirst(cmd: BuyActivationCommand): Promise<boolean> {
    return (await this.directory.serving(cmd.service, cmd.country)).some((e) => e.routeFirst);
  }

  end(activation: Activation, status: ActivationStatus): Promise<boolean> {
    return this.settler.end(activation, status);
  }

  again(activation: Activation): Promise<void> {
    return this.settler.again(activation);
  }

  async buy(cmd: BuyActivationCommand, activationId: string, stage: 'routed' | 'fallback' = 'fallback'): Promise<ActivationView | null> {
    const serving = await this.directory.serving(cmd.service, cmd.country);
    const executors = stage === 'routed' ? serving.filter((e) => e.routeFirst) : serving;
    if (!executors.length) return null;
    const failures: UpstreamError[] = [];
    const candidates = await this.candidates(cmd, executors, failures);
    for (const candidate of candidates) {
      const bought = await this.tryExecutor(cmd, activationId, candidate, failures);
      if (bought) return bought;
    }
    // Every provider that might have sold was down or too fast for us: say so, nothing was charged.
    if (stage === 'fallback' && failures.length && failures.every((f) => f.failure === 'down' || f.failure === 'rate_limited')) {
      throw noNumbers(': our partner providers are not answering, try again in a minute');
    }
    return null;
  }

  private async candidates(cmd: BuyActivationCommand, executors: Executor[], failures: UpstreamError[]): Promise<Candidate[]> {
    const rates = await successRates(this.dataSource, cmd.service, cmd.country, this.env.UPSTREAM_SUCCESS_WINDOW_MINUTES);
    const found = await Promise.all(
      executors.map(async (executor): Promise<Candidate | null> => {
        const quote = await this.quote(executor, cmd.service, cmd.country).catch((error: unknown) => {
          failures.push(error instanceof UpstreamError ? error : new UpstreamError('down', String(error)));
          return null;
        });
        if (!quote || quote.count <= 0 || quote.costMicros > executor.maxCostMicros) return null;
        const priceMicros = salePrice(executor, quote.costMicros);
        if (priceMicros === null || (cmd.maxPriceMicros !== undefined && priceMicros > cmd.maxPriceMicros)) return null;
        return { executor, quote, priceMicros, successRate: rates.get(executor.id) ?? 0.5 };
      }),
    );
    return rank(found.filter((c): c is Candidate => c !== null));
  }

  private async quote(executor: Executor, service: string, country: string): Promise<UpstreamQuote | null> {
    const key = `${executor.id}:${service}:${country}`;
    const cached = this.quotes.get(key);
    if (cached && Date.now() - cached.at < QUOTE_TTL_MS) return cached.quote;
    const quote = await this.directory.client(executor).quote(service, country);
    this.quotes.set(key, { quote, at: Date.now() });
    return quote;
  }

  /** One executor: hold, buy, record. Null when it had nothing (the hold is voided). */
  private async tryExecutor(cmd: BuyActivationCommand, activationId: string, candidate: Candidate, failures: UpstreamError[]): Promise<ActivationView | null> {
    const { executor, priceMicros } = candidate;
    const expiresAt = new Date(Date.now() + this.env.ACTIVATION_MINUTES * 60_000);
    const attempt = randomUUID();
    const { hold } = await this.peers.hold({
      idempotencyKey: `activation:${activationId}:hold:${attempt}`, userId: cmd.userId, amountMicros: priceMicros, reference: `activation:${activationId}`,
      expiresAt: new Date(expiresAt.getTime() + HOLD_GRACE_MS).toISOString(),
    });
    const voidHold = () =>
      this.peers.void(hold.holdId, `activation:${activationId}:void:${attempt}`).catch((error: unknown) => {
        this.logger.warn({ err: error, activationId }, 'hold of a refused upstream purchase not voided yet');
      });
    let number: UpstreamNumber;
    try {
      number = await this.directory.client(executor).buy(cmd.service, cmd.country, Math.min(executor.maxCostMicros, candidate.quote.costMicros));
    } catch (error) {
      await voidHold();
      this.quotes.delete(`${executor.id}:${cmd.service}:${cmd.country}`);
      const failure = error instanceof UpstreamError ? error : new UpstreamError('down', String(error));
      failures.push(failure);
      this.logger.warn({ executor: executor.name, service: cmd.service, country: cmd.country, failure: failure.failure, detail: failure.detail }, 'upstream purchase refused');
      return null;
    }
    const resell: Resell = this.dataSource.getRepository(Resell).create({
      id: randomUUID(), executorId: executor.id, upstreamId: number.upstreamId, activationId, number: number.number, service: cmd.service, country: cmd.country,
      costMicros: number.costMicros ?? candidate.quote.costMicros, priceMicros, state: 'waiting', endAs: null, code: null, codeAt: null, lateCode: null,
      lateCodeAt: null, removeRequested: false, failures: 0, nextCheckAt: new Date(Date.now() + this.env.UPSTREAM_POLL_MS), lastError: null, endedAt: null,
    });
    try {
      const activation = await this.record(cmd, resell, executor, hold.holdId, expiresAt);
      this.logger.info({ activationId, executor: executor.name, upstreamId: number.upstreamId, service: cmd.service }, 'number bought upstream');
      return toActivationView(activation);
    } catch (error) {
      // Our side could not sell it (the buyer's limit, a concurrent repeat): the provider is told to cancel.
      await voidHold();
      await this.dataSource.getRepository(Resell).insert({ ...resell, activationId: null, state: 'cancelling', endAs: null }).catch((e: unknown) => {
        this.logger.error({ err: e, executor: executor.name, upstreamId: number.upstreamId }, 'upstream purchase not recorded: cancel it upstream by hand');
      });
      const bought = await this.dataSource.getRepository(Activation).findOneBy({ id: activationId });
      if (bought) return toActivationView(bought);
      throw error;
    }
  }

  /** Under the buyer's lock (the same as our own purchases): the open-count check, the activation and its resell. */
  private record(cmd: BuyActivationCommand, resell: Resell, executor: Executor, holdId: string, expiresAt: Date): Promise<Activation> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`activations:user:${cmd.userId}`]);
      // A concurrent repeat of the same request bought first: the caller answers that one.
      if (await manager.existsBy(Activation, { id: resell.activationId as string })) throw new DomainError(ErrorCode.IdempotencyConflict, 'bought concurrently');
      if ((await manager.countBy(Activation, { userId: cmd.userId, status: In([...OPEN_ACTIVATION_STATUSES]) })) >= MAX_OPEN_ACTIVATIONS) {
        throw new DomainError(ErrorCode.TooManyActivations, 'The limit of simultaneous activations has been exceeded');
      }
      const activation = manager.create(Activation, {
        id: resell.activationId as string, userId: cmd.userId, numberId: upstreamNumberId(resell.id), number: resell.number, service: cmd.service, country: cmd.country,
        carrier: null, priceMicros: resell.priceMicros, holdId, status: 'active', verification: cmd.verification ?? 'sms', againAt: null, banLimit: cmd.banLimit,
        settlement: null, settledAt: null, expiresAt, endedAt: null, executor: executor.name, upstreamActivationId: resell.upstreamId,
      });
      await manager.insert(Activation, activation);
      await manager.insert(Resell, resell);
      return manager.findOneByOrFail(Activation, { id: activation.id });
    });
  }
}
