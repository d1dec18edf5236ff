import { Inject, Injectable } from '@nestjs/common';
import {
  BillingEvents, CASHBACK_FROM_MICROS, CASHBACK_RATE, CreateTopUpCommand, DomainError, ErrorCode, isCryptoNetwork, microsToDollars, SettleSandboxCommand,
  TOPUP_METHODS, TopUpMethodsView, TopUpPaidEvent, TopUpStarted, TopUpView,
} from '@simrelay/contracts';
import { addToOutbox, OUTBOX_RELAY, OutboxRelay, stableUuid } from '@simrelay/messaging';
import { DataSource, In } from 'typeorm';
import { WalletLedger } from '../ledger/wallet-ledger';
import { PaymentProviders, PROVIDER_UNAVAILABLE, SANDBOX } from './payment-providers';
import { TopUpCheckouts } from './topup-checkouts';
import { TopUp } from './topup.entity';

const creditKey = (topUpId: string) => `topup:${topUpId}`;

/**
 * Top-ups: created pending with the provider's payment page, then paid (credited exactly once,
 * fee and cashback applied, receipt event) or failed. Without a configured provider a method
 * answers "not available"; in test mode the sandbox takes every method.
 */
@Injectable()
export class TopUpsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly wallet: WalletLedger,
    private readonly providers: PaymentProviders,
    private readonly checkouts: TopUpCheckouts,
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay,
  ) {}

  methods(sandbox: boolean): TopUpMethodsView {
    return this.providers.methods(sandbox);
  }

  async create(cmd: CreateTopUpCommand): Promise<TopUpStarted> {
    const rule = TOPUP_METHODS[cmd.method];
    if (cmd.amountMicros < rule.minMicros) {
      throw new DomainError(ErrorCode.TopUpMinimum, `Sum must be minimum ${microsToDollars(rule.minMicros)}$`, { amount: 'sumMin' });
    }
    if (cmd.amountMicros % 10_000 !== 0) throw new DomainError(ErrorCode.Invalid, 'Missing or invalid request parameters', { amount: 'format' });
    if (cmd.method === 'crypto' && !(cmd.coin && cmd.network && isCryptoNetwork(cmd.coin, cmd.network))) {
      throw new DomainError(ErrorCode.Invalid, 'Missing or invalid request parameters', { network: 'network' });
    }
    const provider = this.providers.providerFor(cmd.method, cmd.sandbox);
    if (!provider) throw new DomainError(ErrorCode.ProviderUnavailable, PROVIDER_UNAVAILABLE);
    const repo = this.dataSource.getRepository(TopUp);
    // The caller's key makes a repeated create return the same top-up and payment page.
    const id = stableUuid(`topup:${cmd.idempotencyKey}`);
    const row = repo.create({
      id, userId: cmd.userId, method: cmd.method, provider, status: 'pending', amountMicros: cmd.amountMicros,
      feeMicros: Math.round(cmd.amountMicros * rule.feeRate),
      cashbackMicros: cmd.amountMicros >= CASHBACK_FROM_MICROS ? Math.round(cmd.amountMicros * CASHBACK_RATE) : 0,
      coin: cmd.coin ?? null, network: cmd.network ?? null, paidAt: null, providerRef: null, checkoutUrl: null,
    });
    await repo.createQueryBuilder().insert().values(row).orIgnore().execute();
    let topUp = await repo.findOneByOrFail({ id });
    if (topUp.status === 'pending' && this.checkouts.needsOpening(topUp)) {
      let opened;
      try {
        opened = await this.checkouts.open(topUp);
      } catch (error) {
        // Nothing to pay: the top-up cannot stay pending without a page to pay it on.
        if ((error as DomainError).code !== ErrorCode.Unavailable) await repo.update({ id, status: 'pending' }, { status: 'failed' });
        throw error;
      }
      // A concurrent create may have opened one first: the first stored page wins.
      await repo
        .createQueryBuilder()
        .update()
        .set({ providerRef: opened.providerRef, checkoutUrl: opened.checkoutUrl })
        .where('id = :id AND checkout_url IS NULL', { id })
        .execute();
      topUp = await repo.findOneByOrFail({ id });
    }
    return { topUp: toView(topUp), checkout: this.checkouts.checkout(topUp) };
  }

  /** The sandbox's pay/fail page: settles a pending top-up once; later calls return its state. */
  async settleSandbox(cmd: SettleSandboxCommand): Promise<TopUpView> {
    const row = await this.dataSource.getRepository(TopUp).findOneBy({ id: cmd.topUpId, userId: cmd.userId, provider: SANDBOX });
    if (!row) throw new DomainError(ErrorCode.NotFound, 'Payment not found');
    return toView(cmd.outcome === 'paid' ? await this.markPaid(row) : await this.markFailed(row));
  }

  /** A pending top-up of this provider, for a callback to check against. */
  findForProvider(topUpId: string, provider: string): Promise<TopUp | null> {
    if (!/^[0-9a-f-]{36}$/i.test(topUpId)) return Promise.resolve(null);
    return this.dataSource.getRepository(TopUp).findOneBy({ id: topUpId, provider });
  }

  /**
   * Credits a top-up exactly once. No lock is held while crediting (the credit is idempotent
   * by the top-up's key): `paying` marks a top-up a failure may no longer take, and a repeat
   * after a crash finishes it. The receipt event leaves with the `paid` status.
   */
  async markPaid(row: TopUp): Promise<TopUp> {
    const repo = this.dataSource.getRepository(TopUp);
    const claimed = await repo.update({ id: row.id, status: In(['pending', 'paying']) }, { status: 'paying' });
    if (!claimed.affected) return repo.findOneByOrFail({ id: row.id });
    const receipt = await this.wallet.credit({
      idempotencyKey: creditKey(row.id), userId: row.userId, provider: row.provider, amountMicros: row.amountMicros,
      feeMicros: row.feeMicros || undefined, cashbackMicros: row.cashbackMicros || undefined, reference: creditKey(row.id),
    });
    const paidAt = new Date();
    const announced = await this.dataSource.transaction(async (manager) => {
      const done = await manager.getRepository(TopUp).update({ id: row.id, status: 'paying' }, { status: 'paid', paidAt });
      if (!done.affected) return false;
      const event: TopUpPaidEvent = {
        topUpId: row.id, userId: row.userId, method: row.method, amountMicros: row.amountMicros, feeMicros: row.feeMicros,
        cashbackMicros: row.cashbackMicros, balanceMicros: receipt.balanceMicros, paidAt: paidAt.toISOString(),
      };
      // The top-up id as event id: JetStream drops a second receipt for the same payment.
      await addToOutbox(manager, BillingEvents.topUpPaid, event, stableUuid(`topup:receipt:${row.id}`));
      return true;
    });
    if (announced) void this.relay.kick();
    return repo.findOneByOrFail({ id: row.id });
  }

  /** Only a pending top-up can fail: one being credited finishes. */
  async markFailed(row: TopUp): Promise<TopUp> {
    const repo = this.dataSource.getRepository(TopUp);
    await repo.update({ id: row.id, status: 'pending' }, { status: 'failed' });
    return repo.findOneByOrFail({ id: row.id });
  }

  async list(userId: string): Promise<TopUpView[]> {
    return (await this.dataSource.getRepository(TopUp).find({ where: { userId }, order: { createdAt: 'DESC' }, take: 100 })).map(toView);
  }

  /** Paid top-ups per user, in micro-dollars (0 for users with none). */
  async paidTotals(userIds: string[]): Promise<Map<string, number>> {
    const rows: Array<{ user_id: string; total: string }> = await this.dataSource.query(
      `SELECT user_id, SUM(amount_micros) AS total FROM billing.topups WHERE user_id = ANY($1::uuid[]) AND status = 'paid' GROUP BY user_id`,
      [userIds],
    );
    return new Map(rows.map((r) => [r.user_id, Number(r.total)]));
  }
}


function toView(t: TopUp): TopUpView {
  return {
    topUpId: t.id, method: t.method, provider: t.provider, status: t.status, amount: microsToDollars(t.amountMicros), fee: microsToDollars(t.feeMicros),
    cashback: microsToDollars(t.cashbackMicros), coin: t.coin, network: t.network, createdAt: t.createdAt.toISOString(), paidAt: t.paidAt?.toISOString() ?? null,
  };
}
