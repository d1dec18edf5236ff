import { Inject, Injectable } from '@nestjs/common';
import {
  ActivationActionCommand, ActivationHistoryQuery, ActivationRef, ActivationMessagesQuery, ActivationMessagesView, ActivationsPage, ActivationStatus, ActivationView,
  BuyActivationCommand, DomainError, ErrorCode, MAX_OPEN_ACTIVATIONS, OPEN_ACTIVATION_STATUSES, microsToDollars,
} from '@simrelay/contracts';
import { stableUuid } from '@simrelay/messaging';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { DataSource, EntityManager, In } from 'typeorm';
import { ACTIVATIONS_ENV, LOGGER } from '../activations.tokens';
import { CatalogCache } from '../clients/catalog-cache';
import { Peers } from '../clients/peers';
import type { ActivationsEnv } from '../config';
import { Message } from '../router/message.entity';
import { Activation } from './activation.entity';
import { readActivationViews } from './activation-reads';
import { toActivationView, toMessageView } from './activation.views';
import { allocateNumber, anyNumberFree } from './number-allocator';
import { NumberUsage } from './number-usage.entity';
import { Settlements } from './settlements';

const OPEN = [...OPEN_ACTIVATION_STATUSES];
/** Ended without a code and without the user finishing: these count towards a ban. */
const WITHOUT_SMS: ActivationStatus[] = ['cancelled', 'blocked', 'no_sms', 'timeout'];
/** Billing keeps the hold this much longer than the activation, in case we are slow to settle. */
const HOLD_GRACE_MS = 60 * 60_000;
const UNIQUE_VIOLATION = '23505';

const closed = (message: string) => new DomainError(ErrorCode.ActivationClosed, message);

/** One-time activations: buy, act on, list. Numbers are ours; money is billing's. */
@Injectable()
export class ActivationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly peers: Peers,
    private readonly catalog: CatalogCache,
    private readonly settlements: Settlements,
    @Inject(ACTIVATIONS_ENV) private readonly env: ActivationsEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async buy(cmd: BuyActivationCommand): Promise<ActivationView> {
    // A repeated request (same key) answers what the first one bought; the id says which.
    const id = cmd.requestKey ? stableUuid(`activation-request:${cmd.userId}:${cmd.requestKey}`) : randomUUID();
    if (cmd.requestKey) {
      const bought = await this.view({ id, userId: cmd.userId });
      if (bought) return bought;
    }
    // Cheap early refusal; the count is checked again under the user's lock below.
    if ((await this.openCount(this.dataSource.manager, cmd.userId)) >= MAX_OPEN_ACTIVATIONS) throw tooMany();
    const price = await this.catalog.otpPrice({ service: cmd.service, country: cmd.country, carrier: cmd.carrier });
    if (cmd.maxPriceMicros !== undefined && price.priceMicros > cmd.maxPriceMicros) {
      throw new DomainError(ErrorCode.NoNumbers, 'There are currently no numbers for the selected service or country at this price');
    }
    const wanted = { service: cmd.service, country: cmd.country, carrier: cmd.carrier, offlineAfterMs: this.env.SIM_OFFLINE_AFTER_MS };
    if (!(await anyNumberFree(this.dataSource.manager, wanted))) throw noNumbers();
    const expiresAt = new Date(Date.now() + this.env.ACTIVATION_MINUTES * 60_000);
    // One hold per attempt: a refused attempt's hold is voided, and a repeat must not get it back.
    const attempt = randomUUID();
    const { hold } = await this.peers.hold({
      idempotencyKey: `activation:${id}:hold:${attempt}`, userId: cmd.userId, amountMicros: price.priceMicros, reference: `activation:${id}`,
      expiresAt: new Date(expiresAt.getTime() + HOLD_GRACE_MS).toISOString(),
    });
    let activation: Activation;
    try {
      activation = await this.reserve(cmd, id, hold.holdId, price.priceMicros, expiresAt);
    } catch (error) {
      await this.voidUnused(hold.holdId, id, attempt);
      throw error;
    }
    if (activation.holdId !== hold.holdId) {
      // A concurrent repeat of the same request bought it first.
      await this.voidUnused(hold.holdId, id, attempt);
      return this.existing(activation.id);
    }
    this.logger.info({ activationId: id, userId: cmd.userId, service: cmd.service, numberId: activation.numberId }, 'number allocated');
    return toActivationView(activation);
  }

  private async voidUnused(holdId: string, activationId: string, attempt: string): Promise<void> {
    await this.peers.void(holdId, `activation:${activationId}:void:${attempt}`).catch((error: unknown) => {
      // Billing voids it itself when it expires.
      this.logger.warn({ err: error, activationId }, 'hold of a refused purchase not voided yet');
    });
  }

  /** Under the user's lock: the open-count check, the number, the usage row and the activation. */
  private async reserve(cmd: BuyActivationCommand, id: string, holdId: string, priceMicros: number, expiresAt: Date): Promise<Activation> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.dataSource.transaction(async (manager) => {
          await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`activations:user:${cmd.userId}`]);
          const bought = await manager.findOneBy(Activation, { id });
          if (bought) return bought;
          if ((await this.openCount(manager, cmd.userId)) >= MAX_OPEN_ACTIVATIONS) throw tooMany();
          const number = await allocateNumber(manager, {
            service: cmd.service, country: cmd.country, carrier: cmd.carrier, offlineAfterMs: this.env.SIM_OFFLINE_AFTER_MS,
          });
          if (!number) throw noNumbers();
          await manager.insert(NumberUsage, { numberId: number.id, service: cmd.service, activationId: id, blocked: false });
          const activation = manager.create(Activation, {
            id, userId: cmd.userId, numberId: number.id, number: number.number, service: cmd.service, country: cmd.country, carrier: number.carrier,
            priceMicros, holdId, status: 'active', banLimit: cmd.banLimit, settlement: null, settledAt: null, expiresAt, endedAt: null,
          });
          await manager.insert(Activation, activation);
          return manager.findOneByOrFail(Activation, { id });
        });
      } catch (error) {
        // The safety nets (one open activation per number, one use per service) caught a race: pick again.
        if ((error as { code?: string }).code === UNIQUE_VIOLATION && attempt < 5) continue;
        throw error;
      }
    }
  }

  private async openCount(manager: EntityManager, userId: string): Promise<number> {
    return manager.countBy(Activation, { userId, status: In(OPEN) });
  }

  async current(userId: string): Promise<ActivationView[]> {
    return readActivationViews(this.dataSource.manager, (q) =>
      q.where('a.user_id = :userId AND a.status IN (:...open)', { userId, open: OPEN }).orderBy('a.created_at', 'ASC'),
    );
  }

  async get(ref: ActivationRef): Promise<ActivationView> {
    const view = await this.view({ id: ref.activationId, userId: ref.userId });
    if (!view) throw new DomainError(ErrorCode.NotFound, 'User or number not found');
    return view;
  }

  async history(query: ActivationHistoryQuery): Promise<ActivationsPage> {
    // The page and its total from one snapshot.
    return this.snapshot(async (manager) => {
      const total = await manager.countBy(Activation, { userId: query.userId });
      const items = await readActivationViews(manager, (q) =>
        q.where('a.user_id = :userId', { userId: query.userId }).orderBy('a.created_at', 'DESC').offset((query.page - 1) * query.limit).limit(query.limit),
      );
      return { items, total, page: query.page, limit: query.limit };
    });
  }

  async messages(query: ActivationMessagesQuery): Promise<ActivationMessagesView> {
    const activation = await this.dataSource.getRepository(Activation).findOneBy({ id: query.activationId, userId: query.userId });
    if (!activation) throw new DomainError(ErrorCode.NotFound, 'User or number not found');
    const messages = await this.dataSource.getRepository(Message).find({ where: { activationId: activation.id }, order: { receivedAt: 'ASC' } });
    const view: ActivationMessagesView = { activationId: activation.id, messages: messages.map(toMessageView) };
    if (query.balance) view.balance = microsToDollars((await this.peers.balance(query.userId)).balanceMicros);
    return view;
  }

  async act(cmd: ActivationActionCommand): Promise<ActivationView> {
    const repo = this.dataSource.getRepository(Activation);
    const activation = await repo.findOneBy({ id: cmd.activationId, userId: cmd.userId, ...(cmd.numberId ? { numberId: cmd.numberId } : {}) });
    if (!activation) throw new DomainError(ErrorCode.NotFound, 'User or number not found');
    if (!OPEN.includes(activation.status)) throw closed('This activation has already ended');
    switch (cmd.action) {
      case 'again':
        if (activation.status !== 'received') throw closed('No code has arrived yet: wait for it, or cancel');
        break;
      case 'finish':
        if (activation.status !== 'received') throw closed('No code has arrived yet: cancel instead');
        await this.end(activation, 'finished');
        break;
      case 'cancel':
      case 'no_sms':
      case 'blocked':
        if (activation.status !== 'active') throw closed('A code has arrived: finish the activation instead');
        await this.end(activation, cmd.action === 'cancel' ? 'cancelled' : cmd.action);
        break;
    }
    return this.existing(activation.id);
  }

  /**
   * Ends an open activation once (a concurrent end loses: the status guard). Without a code the
   * hold is voided; a number the service blocked is never offered to it again.
   */
  async end(activation: Activation, status: ActivationStatus): Promise<boolean> {
    const voiding = activation.status === 'active';
    const ended = await this.dataSource.transaction(async (manager) => {
      const changed = await manager.update(
        Activation,
        { id: activation.id, status: activation.status },
        { status, endedAt: new Date(), ...(voiding ? { settlement: 'void' as const } : {}) },
      );
      if (!changed.affected) return false;
      if (status === 'blocked') await manager.update(NumberUsage, { numberId: activation.numberId, service: activation.service }, { blocked: true });
      return true;
    });
    if (!ended) return false;
    const settled = await this.dataSource.getRepository(Activation).findOneByOrFail({ id: activation.id });
    if (voiding) await this.settlements.settle(settled);
    if (WITHOUT_SMS.includes(status)) await this.banIfRepeated(settled);
    this.logger.info({ activationId: activation.id, status }, 'activation ended');
    return true;
  }

  /** More than the ban limit of activations in a row that ended without SMS: banned until an admin lifts it. */
  private async banIfRepeated(activation: Activation): Promise<void> {
    const repo = this.dataSource.getRepository(Activation);
    const recent = await repo.find({
      where: { userId: activation.userId, status: In([...WITHOUT_SMS, 'finished', 'received']), forgiven: false },
      order: { createdAt: 'DESC' },
      take: activation.banLimit + 1,
      select: { status: true },
    });
    const streak = recent.findIndex((a) => !WITHOUT_SMS.includes(a.status));
    const inARow = streak === -1 ? recent.length : streak;
    if (inARow > activation.banLimit) {
      await this.peers.ban(activation.userId);
      // Counted once: after an admin lifts the ban, the count starts again.
      await repo.update({ userId: activation.userId, forgiven: false, status: In(WITHOUT_SMS) }, { forgiven: true });
      this.logger.warn({ userId: activation.userId, inARow }, 'user banned for activations without SMS');
    }
  }

  /** Reads that must agree (a page and its total) from one snapshot. */
  private snapshot<T>(read: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction('REPEATABLE READ', read);
  }

  private async view(where: { id: string; userId?: string }): Promise<ActivationView | undefined> {
    const [view] = await readActivationViews(this.dataSource.manager, (q) =>
      where.userId === undefined ? q.where('a.id = :id', where) : q.where('a.id = :id AND a.user_id = :userId', where),
    );
    return view;
  }

  /** An activation known to exist (just read or written). */
  private async existing(id: string): Promise<ActivationView> {
    const view = await this.view({ id });
    if (!view) throw new Error(`activation ${id} vanished`);
    return view;
  }
}

function noNumbers(): DomainError {
  return new DomainError(ErrorCode.NoNumbers, 'There are currently no numbers for the selected service or country');
}

function tooMany(): DomainError {
  return new DomainError(ErrorCode.TooManyActivations, 'The limit of simultaneous activations has been exceeded');
}
