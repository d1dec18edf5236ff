import {
  BillingSubjects, CatalogSubjects, CodeRuleView, CountryView, DomainError, ErrorCode, IdentitySubjects,
} from '@simrelay/contracts';
import { MessagingContext } from '@simrelay/messaging';
import { JSONCodec, Subscription } from 'nats';

const codec = JSONCodec<{ id: string; data: Record<string, unknown> }>();

export interface StandInHold {
  holdId: string;
  userId: string;
  amountMicros: number;
  posts: number;
  voids: number;
}

/**
 * Catalog, billing and identity as activations sees them over NATS, answering in the Nest
 * packet format. Billing keeps a ledger in memory that counts every post and void of a hold
 * (a repeated key answers the first result), so tests can check money moved exactly once.
 */
export class PeerStandIns {
  readonly holds = new Map<string, StandInHold>();
  readonly balances = new Map<string, number>();
  readonly banned = new Set<string>();
  /** How many times a void was asked for (a repeated key included). */
  voidRequests = 0;
  /** How many times a balance was asked for. */
  balanceReads = 0;
  /** Holds asked for and not answered yet (while `pauseHolds` holds them). */
  holdsWaiting = 0;
  private holdsPaused?: Promise<void>;
  private readonly byKey = new Map<string, unknown>();
  private readonly subscriptions: Subscription[] = [];

  constructor(
    private readonly messaging: MessagingContext,
    readonly priceMicros: number,
    private readonly rules: CodeRuleView[],
    private readonly countries: CountryView[],
  ) {
    this.answer(CatalogSubjects.otpPrice, (q) => {
      if (!rules.some((r) => r.service === q['service'])) throw new DomainError(ErrorCode.ServiceUnsupported, 'The specified service is not supported');
      return { service: q['service'], name: q['service'], country: q['country'], carrier: null, price: priceMicros / 1e6, priceMicros };
    });
    this.answer(CatalogSubjects.codeRules, () => rules);
    this.answer(CatalogSubjects.countries, () => countries);
    this.answer(BillingSubjects.hold, async (c) => {
      if (this.holdsPaused) {
        this.holdsWaiting++;
        await this.holdsPaused;
        this.holdsWaiting--;
      }
      return this.once(c, () => this.hold(c));
    });
    this.answer(BillingSubjects.post, (c) => this.once(c, () => this.settle(String(c['holdId']), 'post')));
    this.answer(BillingSubjects.void, (c) => {
      this.voidRequests++;
      return this.once(c, () => this.settle(String(c['holdId']), 'void'));
    });
    this.answer(BillingSubjects.balance, (q) => {
      this.balanceReads++;
      return { userId: q['userId'], balanceMicros: this.balances.get(String(q['userId'])) ?? 0 };
    });
    this.answer(IdentitySubjects.setUserBan, (c) => {
      this.banned.add(String(c['userId']));
      return { _id: c['userId'], ban: true };
    });
  }

  /** Billing stops answering holds until the returned function is called (a slow or absent billing). */
  pauseHolds(): () => void {
    let resume!: () => void;
    this.holdsPaused = new Promise<void>((resolve) => (resume = resolve));
    return () => {
      this.holdsPaused = undefined;
      resume();
    };
  }

  fund(userId: string, micros: number): void {
    this.balances.set(userId, (this.balances.get(userId) ?? 0) + micros);
  }

  private hold(c: Record<string, unknown>) {
    const userId = String(c['userId']);
    const amountMicros = Number(c['amountMicros']);
    const balance = this.balances.get(userId) ?? 0;
    if (balance < amountMicros) throw new DomainError(ErrorCode.InsufficientBalance, 'Insufficient balance to complete the transaction');
    this.balances.set(userId, balance - amountMicros);
    const hold: StandInHold = { holdId: crypto.randomUUID(), userId, amountMicros, posts: 0, voids: 0 };
    this.holds.set(hold.holdId, hold);
    return { hold: { holdId: hold.holdId, status: 'active', amountMicros }, balanceMicros: balance - amountMicros };
  }

  private settle(holdId: string, how: 'post' | 'void') {
    const hold = this.holds.get(holdId);
    if (!hold) throw new DomainError(ErrorCode.HoldNotFound, 'Hold not found');
    if (hold.posts + hold.voids > 0) throw new DomainError(ErrorCode.HoldNotActive, 'This hold is already posted, voided or expired');
    if (how === 'post') hold.posts++;
    else {
      hold.voids++;
      this.balances.set(hold.userId, (this.balances.get(hold.userId) ?? 0) + hold.amountMicros);
    }
    return { hold: { holdId, status: how === 'post' ? 'posted' : 'voided' }, balanceMicros: this.balances.get(hold.userId) ?? 0 };
  }

  private once(c: Record<string, unknown>, work: () => unknown): unknown {
    const key = String(c['idempotencyKey']);
    if (!this.byKey.has(key)) this.byKey.set(key, work());
    return this.byKey.get(key);
  }

  private answer(subject: string, handle: (data: Record<string, unknown>) => unknown): void {
    this.subscriptions.push(
      this.messaging.connection.subscribe(this.messaging.namespace.subject(subject), {
        callback: (_error, msg) => {
          const packet = codec.decode(msg.data);
          void (async () => handle(packet.data))().then(
            (response) => msg.respond(JSONCodec().encode({ id: packet.id, response })),
            (error: unknown) => {
              const err = error instanceof DomainError ? error.toPayload() : { code: ErrorCode.Internal, message: String(error) };
              msg.respond(JSONCodec().encode({ id: packet.id, err }));
            },
          );
        },
      }),
    );
  }

  close(): void {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
  }
}
