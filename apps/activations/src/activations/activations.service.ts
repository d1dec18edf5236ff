import { Inject, Injectable } from '@nestjs/common';
import {
  ActivationActionCommand, ActivationHistoryQuery, ActivationRef, ActivationMessagesQuery, ActivationMessagesView, ActivationsPage, ActivationStatus, ActivationView,
  BuyActivationCommand, DomainError, ErrorCode, MAX_OPEN_ACTIVATIONS, OPEN_ACTIVATION_STATUSES, OWN_EXECUTOR, microsToDollars,
} from '@simrelay/contracts';
import { LOGGER, stableUuid } from '@simrelay/messaging';
import { Bindings, entityFromJson, inFoldedTransaction, isUniqueViolation, pgPool, queryPrepared, Slots } from '@simrelay/persistence';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { Between, DataSource, EntityManager } from 'typeorm';
import { ACTIVATIONS_ENV } from '../activations.tokens';
import { CatalogCache } from '../clients/catalog-cache';
import { Peers } from '../clients/peers';
import type { ActivationsEnv } from '../config';
import type { UpstreamExecutors } from '../executors/upstream-executors';
import { Message } from '../router/message.entity';
import { Activation } from './activation.entity';
import { activationInsert, inserted } from './activation-insert';
import { fromMessagesJson, MessageJson, messagesJson, readActivationViews } from './activation-reads';
import { MessageFields, toActivationView, toMessageView } from './activation.views';
import { AllocatedNumber, AllocationRequest, firstPick, MAX_PICKS, OPEN_COUNT, openActivations, pickNumber } from './number-allocator';
import { NumberUsage } from './number-usage.entity';
import { Settlements } from './settlements';

const OPEN = [...OPEN_ACTIVATION_STATUSES];
/** Ended without a code and without the user finishing: these count towards a ban. */
const WITHOUT_SMS: ActivationStatus[] = ['cancelled', 'blocked', 'no_sms', 'timeout'];

/**
 * Under the user's lock: their open activations, and what a repeat of the request ($2) bought.
 * Two texts, so that each keeps one plan (a null id made PostgreSQL plan again at every call).
 */
const OPEN_ONLY = `SELECT NULL::jsonb AS bought, ${OPEN_COUNT}`;
const BOUGHT_AND_OPEN = `SELECT (SELECT to_jsonb(a) FROM activations.activations a WHERE a.id = $2) AS bought, ${OPEN_COUNT}`;

/** In an end's statement (its CTE `ended`): the user's streak of ends without SMS, one more. */
const STREAK_RAISE = `INSERT INTO activations.ban_streaks (user_id, without_sms) SELECT user_id, 1 FROM ended
                      ON CONFLICT (user_id) DO UPDATE SET without_sms = ban_streaks.without_sms + 1 RETURNING without_sms`;
/** A ban took the streak's ends ($2): those are not counted again. */
const STREAK_FORGIVE = `UPDATE activations.ban_streaks SET without_sms = greatest(without_sms - $2, 0) WHERE user_id = $1`;

/** What each ending action needs and leaves (another code, `again`, ends nothing). */
const ENDINGS: Partial<Record<ActivationActionCommand['action'], { from: ActivationStatus; to: ActivationStatus }>> = {
  cancel: { from: 'active', to: 'cancelled' },
  no_sms: { from: 'active', to: 'no_sms' },
  blocked: { from: 'active', to: 'blocked' },
  finish: { from: 'received', to: 'finished' },
};

/** Which activation an end applies to: by id or order number, in `status`, and what else must match. */
type EndGuard = ({ id: string } | { orderNumber: number }) & { status: ActivationStatus; userId?: string; numberId?: string; executor?: string };
/** Billing keeps the hold this much longer than the activation, in case we are slow to settle. */
const HOLD_GRACE_MS = 60 * 60_000;

/** An activation reference, UUID or order number (contracts' ACTIVATION_REF), as a lookup. */
const byRef = (ref: string): { id: string } | { orderNumber: number } => (/^\d+$/.test(ref) ? { orderNumber: Number(ref) } : { id: ref });

const closed = (message: string) => new DomainError(ErrorCode.ActivationClosed, message);

/** One-time activations: buy, act on, list. Numbers are ours; money is billing's. */
@Injectable()
export class ActivationsService {
  private upstream?: UpstreamExecutors;
  /**
   * Reservations under way: each holds a connection while billing takes the hold, so at most half
   * the pool's (a slow or absent billing must not leave the SMS router without connections).
   */
  private readonly reservations: Slots;

  constructor(
    private readonly dataSource: DataSource,
    private readonly peers: Peers,
    private readonly catalog: CatalogCache,
    private readonly settlements: Settlements,
    @Inject(ACTIVATIONS_ENV) private readonly env: ActivationsEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.reservations = new Slots(Math.max(1, Math.floor(env.ACTIVATIONS_DB_POOL_SIZE / 2)));
  }

  async buy(cmd: BuyActivationCommand): Promise<ActivationView> {
    // A repeated request (same key) answers what the first one bought; the id says which.
    const id = cmd.requestKey ? stableUuid(`activation-request:${cmd.userId}:${cmd.requestKey}`) : randomUUID();
    if (cmd.requestKey) {
      const bought = await this.view(id, cmd.userId);
      if (bought) return this.repeated(cmd, bought);
    }
    // Our rack first, unless an administrator routed this to an upstream executor; they serve what it cannot.
    const upstream = this.upstream;
    const routed = upstream ? await upstream.routesFirst(cmd) : false;
    if (routed && upstream) {
      // Our rack's purchase counts them under the user's lock; an upstream one here, before buying.
      if ((await openActivations(pgPool(this.dataSource), cmd.userId)) >= MAX_OPEN_ACTIVATIONS) throw tooMany();
      const first = await upstream.buy(cmd, id, 'routed');
      if (first) return first;
    }
    try {
      return await this.buyOwn(cmd, id);
    } catch (error) {
      if (!upstream || !(error instanceof DomainError && error.code === ErrorCode.NoNumbers)) throw error;
      const bought = await upstream.buy(cmd, id);
      if (!bought) throw error;
      return bought;
    }
  }

  /** Executors other than our rack plug in here (see ExecutorRouter). */
  useUpstream(upstream: UpstreamExecutors): void {
    this.upstream = upstream;
  }

  /**
   * The number first, then the money, in one transaction (see `reserve`): a purchase with no
   * number for it is refused before anything is held, and nothing is looked up twice.
   */
  private async buyOwn(cmd: BuyActivationCommand, id: string): Promise<ActivationView> {
    const price = await this.catalog.otpPrice({ service: cmd.service, country: cmd.country, carrier: cmd.carrier });
    if (cmd.maxPriceMicros !== undefined && price.priceMicros > cmd.maxPriceMicros) {
      throw new DomainError(ErrorCode.NoNumbers, 'There are currently no numbers for the selected service or country at this price');
    }
    const expiresAt = new Date(Date.now() + this.env.ACTIVATION_MINUTES * 60_000);
    // One hold per purchase attempt: a refused attempt's hold is voided, and a repeat must not get it back.
    const attempt = randomUUID();
    let holdId: string | undefined;
    const hold = async (): Promise<string> =>
      (holdId ??= (
        await this.peers.hold({
          idempotencyKey: `activation:${id}:hold:${attempt}`, userId: cmd.userId, amountMicros: price.priceMicros, reference: `activation:${id}`,
          expiresAt: new Date(expiresAt.getTime() + HOLD_GRACE_MS).toISOString(),
        })
      ).hold.holdId);
    let reserved: { activation: Activation; bought: boolean };
    try {
      reserved = await this.reserve(cmd, id, hold, price.priceMicros, expiresAt);
    } catch (error) {
      if (holdId) await this.voidUnused(holdId, id, attempt);
      throw error;
    }
    const { activation, bought } = reserved;
    if (!bought) {
      // A concurrent repeat of the same request bought it first (a hold this attempt took in a try that lost goes back).
      if (holdId) await this.voidUnused(holdId, id, attempt);
      return this.repeated(cmd, await this.existing(activation.id));
    }
    this.logger.info({ activationId: id, userId: cmd.userId, service: cmd.service, numberId: activation.numberId }, 'number allocated');
    return toActivationView(activation);
  }

  /** A repeat of a bought request: the activation it bought, or a refusal when the caller asked for one. */
  private repeated(cmd: BuyActivationCommand, bought: ActivationView): ActivationView {
    if (cmd.onRepeat === 'refuse') throw new DomainError(ErrorCode.IdempotencyConflict, 'This order was already placed');
    return bought;
  }

  private wanted(cmd: BuyActivationCommand): AllocationRequest {
    return {
      service: cmd.service, country: cmd.country, carrier: cmd.carrier, offlineAfterMs: this.env.SIM_OFFLINE_AFTER_MS,
      ...(cmd.excludePrefixes?.length ? { excludePrefixes: cmd.excludePrefixes } : {}),
    };
  }

  private async voidUnused(holdId: string, activationId: string, attempt: string): Promise<void> {
    await this.peers.void(holdId, `activation:${activationId}:void:${attempt}`).catch((error: unknown) => {
      // Billing voids it itself when it expires.
      this.logger.warn({ err: error, activationId }, 'hold of a refused purchase not voided yet');
    });
  }

  /**
   * Under the user's lock: the open-count check, the number, then the hold (`hold`, asked of
   * billing while the number's row is locked: nobody else can take it meanwhile, and with no
   * number nothing is held), the usage row and the activation. Folded: the transaction's start,
   * the lock, the check and the number's first pick go in one write, the insert and the commit in
   * another. The insert reads the number again (see `activationInsert`): taken, it commits
   * nothing and the purchase picks again without it. `bought`: false when a concurrent repeat of
   * the request had bought it already (this one took nothing).
   */
  private async reserve(
    cmd: BuyActivationCommand, id: string, hold: () => Promise<string>, priceMicros: number, expiresAt: Date,
  ): Promise<{ activation: Activation; bought: boolean }> {
    const wanted = this.wanted(cmd);
    const taken: string[] = [];
    for (let attempt = 1; ; attempt++) {
      try {
        const reserved = await this.reservations.run(() => inFoldedTransaction(pgPool(this.dataSource), async (tx) => {
          // The number's first pick rides along: a refusal below rolls back its lock.
          const pick = firstPick(wanted, 'one-time', taken);
          // The check in a statement after the lock: its snapshot sees every purchase of this user that went before.
          const [, [state], picked] = await tx.queryAll<Record<string, unknown>>([
            { sql: `SELECT pg_advisory_xact_lock(hashtext($1))`, params: [`activations:user:${cmd.userId}`], prepare: true },
            // Without a request key the id is fresh: nothing can have bought it yet.
            cmd.requestKey ? { sql: BOUGHT_AND_OPEN, params: [cmd.userId, id], prepare: true } : { sql: OPEN_ONLY, params: [cmd.userId], prepare: true },
            pick.statement,
          ]) as [unknown, Array<{ bought: Record<string, unknown> | null; open: number }>, AllocatedNumber[]];
          if (state?.bought) return { activation: entityFromJson(this.dataSource.manager, Activation, state.bought), bought: false };
          if ((state?.open ?? 0) >= MAX_OPEN_ACTIVATIONS) throw tooMany();
          const number = await pickNumber(tx, wanted, 'one-time', taken, { pick, rows: picked });
          if (!number) throw noNumbers();
          const activation = this.dataSource.manager.create(Activation, {
            id, userId: cmd.userId, numberId: number.id, number: number.number, service: cmd.service, country: cmd.country, carrier: number.carrier,
            priceMicros, holdId: await hold(), status: 'active', verification: cmd.verification ?? 'sms', againAt: null, banLimit: cmd.banLimit,
            settlement: null, settledAt: null, expiresAt, endedAt: null, executor: OWN_EXECUTOR, upstreamActivationId: null,
          });
          const rows = await tx.commit<{ order_number: string; created_at: Date }>({ ...activationInsert(activation), prepare: true });
          if (rows.length) return { activation: inserted(activation, rows), bought: true };
          taken.push(number.id);
          return undefined;
        }));
        if (reserved) return reserved;
        if (taken.length >= MAX_PICKS) throw noNumbers();
      } catch (error) {
        // The safety nets (one open activation per number, one use per service) caught a race:
        // pick again (the hold taken stays this purchase's).
        if (isUniqueViolation(error) && attempt < 5) continue;
        throw error;
      }
    }
  }

  async current(userId: string): Promise<ActivationView[]> {
    return readActivationViews(this.dataSource.manager, (q) =>
      q.where('a.user_id = :userId AND a.status IN (:...open)', { userId, open: OPEN }).orderBy('a.created_at', 'ASC'),
    );
  }

  async get(ref: ActivationRef): Promise<ActivationView> {
    const view = await this.view(ref.activationId, ref.userId);
    if (!view) throw new DomainError(ErrorCode.NotFound, 'User or number not found');
    return view;
  }

  async history(query: ActivationHistoryQuery): Promise<ActivationsPage> {
    // The page and its total from one snapshot.
    return this.snapshot(async (manager) => {
      const where = {
        userId: query.userId,
        ...(query.since || query.until ? { createdAt: Between(new Date(query.since ?? 0), new Date(query.until ?? '9999-12-31')) } : {}),
      };
      const total = await manager.countBy(Activation, where);
      const items = await readActivationViews(manager, (q) =>
        q.where(where).orderBy('a.created_at', 'DESC').offset(query.offset ?? (query.page - 1) * query.limit).limit(query.limit),
      );
      return { items, total, page: query.page, limit: query.limit };
    });
  }

  async messages(query: ActivationMessagesQuery): Promise<ActivationMessagesView> {
    const activation = await this.dataSource.getRepository(Activation).findOneBy({ ...byRef(query.activationId), userId: query.userId });
    if (!activation) throw new DomainError(ErrorCode.NotFound, 'User or number not found');
    const messages = await this.dataSource.getRepository(Message).find({ where: { activationId: activation.id }, order: { receivedAt: 'ASC' } });
    const view: ActivationMessagesView = { activationId: activation.id, messages: messages.map(toMessageView) };
    if (query.balance) view.balance = microsToDollars((await this.peers.balance(query.userId)).balanceMicros);
    return view;
  }

  async act(cmd: ActivationActionCommand): Promise<ActivationView> {
    const ending = ENDINGS[cmd.action];
    if (ending) {
      // The usual case in one statement: the user's own-rack activation, in the state the action needs.
      const ended = await this.endWhere({ ...byRef(cmd.activationId), userId: cmd.userId, numberId: cmd.numberId, status: ending.from, executor: OWN_EXECUTOR }, ending.to);
      if (ended) return toActivationView(ended.activation, ended.messages);
    }
    // Anything else (another code asked for, an upstream executor's activation, a refusal) as it stands.
    const repo = this.dataSource.getRepository(Activation);
    const activation = await repo.findOneBy({ ...byRef(cmd.activationId), userId: cmd.userId, ...(cmd.numberId ? { numberId: cmd.numberId } : {}) });
    if (!activation) throw new DomainError(ErrorCode.NotFound, 'User or number not found');
    if (!OPEN.includes(activation.status)) throw closed('This activation has already ended');
    switch (cmd.action) {
      case 'again':
        if (activation.status !== 'received') throw closed('No code has arrived yet: wait for it, or cancel');
        // An upstream number's provider is told first: until it is, it would not show the next code.
        if (this.upstream && activation.executor !== OWN_EXECUTOR) await this.upstream.again(activation);
        await repo.update({ id: activation.id, status: 'received' }, { againAt: new Date() });
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
   * hold is voided; a number the service blocked is never offered to it again. An upstream
   * executor's activation goes through it (`upstreamConfirmed` once the provider agreed).
   */
  async end(activation: Activation, status: ActivationStatus, upstreamConfirmed = false): Promise<boolean> {
    // An upstream number ends there first: its hold is voided only once the provider confirms.
    if (this.upstream && activation.executor !== OWN_EXECUTOR && !upstreamConfirmed) return this.upstream.end(activation, status);
    return (await this.endWhere({ id: activation.id, status: activation.status }, status)) !== undefined;
  }

  /**
   * Ends the activation the guard finds, if it is still in the guard's status (a concurrent end
   * loses), in one statement that answers the ended row and its messages, and raises the user's
   * ban streak when it ended without SMS; then voids its hold (it ended without a code), blocks
   * the number for the service, or bans, as the status says. Undefined when the guard found
   * nothing to end.
   */
  private async endWhere(guard: EndGuard, status: ActivationStatus): Promise<{ activation: Activation; messages: MessageFields[] } | undefined> {
    const voiding = guard.status === 'active';
    const counted = WITHOUT_SMS.includes(status);
    const { bind, params } = new Bindings();
    const [newStatus, oldStatus] = [bind(status), bind(guard.status)];
    const where = [
      'id' in guard ? `a.id = ${bind(guard.id)}` : `a.order_number = ${bind(guard.orderNumber)}`,
      ...(guard.userId ? [`a.user_id = ${bind(guard.userId)}`] : []),
      ...(guard.numberId ? [`a.number_id = ${bind(guard.numberId)}`] : []),
      ...(guard.executor ? [`a.executor = ${bind(guard.executor)}`] : []),
    ].join(' AND ');
    // The end is on the database's clock, as the SIM's next activation or lease begins (see insertWithUsage).
    const sql = `WITH ended AS (
                   UPDATE activations.activations a SET status = ${newStatus}, ended_at = now()${voiding ? `, settlement = 'void'` : ''}
                    WHERE ${where} AND a.status = ${oldStatus} RETURNING a.user_id, to_jsonb(a.*) AS row, ${messagesJson(this.dataSource.manager, 'a')} AS messages
                 )${counted ? `, streak AS (${STREAK_RAISE})` : ''}
                 SELECT row, messages, ${counted ? '(SELECT without_sms FROM streak)' : 'NULL::int'} AS streak FROM ended`;
    const found = ([row]: Array<{ row: Record<string, unknown>; messages: MessageJson[]; streak: number | null }>) =>
      row && { activation: entityFromJson(this.dataSource.manager, Activation, row.row), messages: fromMessagesJson(row.messages), streak: row.streak ?? 0 };
    const ended =
      status === 'blocked'
        ? await this.dataSource.transaction(async (manager) => {
            const end = found(await manager.query(sql, params));
            if (end) await manager.update(NumberUsage, { numberId: end.activation.numberId, service: end.activation.service }, { blocked: true });
            return end;
          })
        : // One statement: no transaction of its own; prepared (its text has a few shapes, by the guard).
          found(await queryPrepared(pgPool(this.dataSource), sql, params));
    if (!ended) return undefined;
    if (voiding) await this.settlements.settle(ended.activation);
    if (ended.streak > ended.activation.banLimit) await this.ban(ended.activation, ended.streak);
    this.logger.info({ activationId: ended.activation.id, status }, 'activation ended');
    return ended;
  }

  /** More than the ban limit of activations in a row ended without SMS: banned until an admin lifts it. */
  private async ban(activation: Activation, inARow: number): Promise<void> {
    await this.peers.ban(activation.userId);
    // Counted once: after an admin lifts the ban, the count starts again (ends meanwhile still count).
    await queryPrepared(pgPool(this.dataSource), STREAK_FORGIVE, [activation.userId, inARow]);
    this.logger.warn({ userId: activation.userId, inARow }, 'user banned for activations without SMS');
  }

  /** Reads that must agree (a page and its total) from one snapshot. */
  private snapshot<T>(read: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction('REPEATABLE READ', read);
  }

  /** One activation by its UUID or order number, the user's own when `userId` is given. */
  private async view(ref: string, userId?: string): Promise<ActivationView | undefined> {
    const where = byRef(ref);
    const [view] = await readActivationViews(this.dataSource.manager, (q) => {
      const one = 'id' in where ? q.where('a.id = :id', where) : q.where('a.order_number = :orderNumber', where);
      return userId === undefined ? one : one.andWhere('a.user_id = :userId', { userId });
    });
    return view;
  }

  /** An activation known to exist (just read or written). */
  private async existing(id: string): Promise<ActivationView> {
    const view = await this.view(id);
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
