import { Injectable } from '@nestjs/common';
import {
  CASHBACK_FROM_MICROS, CASHBACK_RATE, CreateTopUpCommand, DomainError, ErrorCode, isCryptoNetwork, microsToDollars, SettleSandboxCommand, TOPUP_METHODS,
  TopUpView,
} from '@simrelay/contracts';
import { createHash } from 'node:crypto';
import { DataSource, In } from 'typeorm';
import { WalletLedger } from '../ledger/wallet-ledger';
import { TopUp } from './topup.entity';

export const SANDBOX = 'sandbox';
const creditKey = (topUpId: string) => `topup:${topUpId}`;

/**
 * Top-ups: created pending, then paid (credited exactly once, fee and cashback applied) or
 * failed. Providers other than the test-mode sandbox are not connected yet, so without test
 * mode every method answers "not available" rather than pretending.
 */
@Injectable()
export class TopUpsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly wallet: WalletLedger,
  ) {}

  async create(cmd: CreateTopUpCommand): Promise<TopUpView> {
    const rule = TOPUP_METHODS[cmd.method];
    if (cmd.amountMicros < rule.minMicros) {
      throw new DomainError(ErrorCode.TopUpMinimum, `Sum must be minimum ${microsToDollars(rule.minMicros)}$`, { amount: 'sumMin' });
    }
    if (cmd.amountMicros % 10_000 !== 0) throw new DomainError(ErrorCode.Invalid, 'Missing or invalid request parameters', { amount: 'format' });
    if (cmd.method === 'crypto' && !(cmd.coin && cmd.network && isCryptoNetwork(cmd.coin, cmd.network))) {
      throw new DomainError(ErrorCode.Invalid, 'Missing or invalid request parameters', { network: 'network' });
    }
    if (!cmd.sandbox) throw new DomainError(ErrorCode.ProviderUnavailable, 'This payment method is not available right now. Choose another method or write to support.');
    const repo = this.dataSource.getRepository(TopUp);
    // The caller's key makes a repeated create return the same top-up.
    const id = uuidFromKey(cmd.idempotencyKey);
    const existing = await repo.findOneBy({ id });
    if (existing) return toView(existing);
    const row = repo.create({
      id, userId: cmd.userId, method: cmd.method, provider: SANDBOX, status: 'pending', amountMicros: cmd.amountMicros,
      feeMicros: Math.round(cmd.amountMicros * rule.feeRate),
      cashbackMicros: cmd.amountMicros >= CASHBACK_FROM_MICROS ? Math.round(cmd.amountMicros * CASHBACK_RATE) : 0,
      coin: cmd.coin ?? null, network: cmd.network ?? null, paidAt: null,
    });
    await repo.createQueryBuilder().insert().values(row).orIgnore().execute();
    return toView(await repo.findOneByOrFail({ id }));
  }

  /**
   * The sandbox's pay/fail page: settles a pending top-up once; later calls return its state.
   * No lock is held while crediting (the credit is idempotent by the top-up's key): `paying`
   * marks a top-up a failure may no longer take, and a retry after a crash finishes it.
   */
  async settleSandbox(cmd: SettleSandboxCommand): Promise<TopUpView> {
    const repo = this.dataSource.getRepository(TopUp);
    const row = await repo.findOneBy({ id: cmd.topUpId, userId: cmd.userId, provider: SANDBOX });
    if (!row) throw new DomainError(ErrorCode.NotFound, 'Payment not found');
    if (cmd.outcome === 'failed') {
      await repo.update({ id: row.id, status: 'pending' }, { status: 'failed' });
      return toView(await repo.findOneByOrFail({ id: row.id }));
    }
    const claimed = await repo.update({ id: row.id, status: In(['pending', 'paying']) }, { status: 'paying' });
    if (!claimed.affected) return toView(await repo.findOneByOrFail({ id: row.id }));
    await this.wallet.credit({
      idempotencyKey: creditKey(row.id), userId: row.userId, provider: SANDBOX, amountMicros: row.amountMicros,
      feeMicros: row.feeMicros || undefined, cashbackMicros: row.cashbackMicros || undefined, reference: creditKey(row.id),
    });
    await repo.update({ id: row.id, status: 'paying' }, { status: 'paid', paidAt: new Date() });
    return toView(await repo.findOneByOrFail({ id: row.id }));
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

/** A stable UUID (v4 layout) from the caller's idempotency key. */
function uuidFromKey(key: string): string {
  const hex = createHash('sha256').update(`topup:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[parseInt(hex[16], 16) % 4]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function toView(t: TopUp): TopUpView {
  return {
    topUpId: t.id, method: t.method, provider: t.provider, status: t.status, amount: microsToDollars(t.amountMicros), fee: microsToDollars(t.feeMicros),
    cashback: microsToDollars(t.cashbackMicros), coin: t.coin, network: t.network, createdAt: t.createdAt.toISOString(), paidAt: t.paidAt?.toISOString() ?? null,
  };
}
