import { Inject, Injectable } from '@nestjs/common';
import {
  ActivationsSubjects, BalanceView, BillingSubjects, CatalogSubjects, CodeRuleView, HoldReceipt, LeaseCommand, LeaseStatusView, LeaseView, LedgerReceipt, RentalPriceTable,
} from '@simrelay/contracts';
import { Kept, KeptByKey, MESSAGING, MessagingContext } from '@simrelay/messaging';

/** An administrator's price change reaches new rentals within this long. */
const PRICES_FRESH_MS = 10_000;

/** Typed calls to the services rentals depends on: SIMs are activations', money billing's, prices the catalog's. */
@Injectable()
export class Peers {
  private readonly prices = new KeptByKey<RentalPriceTable>(PRICES_FRESH_MS);
  private readonly services = new Kept<CodeRuleView[]>(() => this.call<CodeRuleView[]>(CatalogSubjects.codeRules, {}), PRICES_FRESH_MS);

  constructor(@Inject(MESSAGING) private readonly messaging: MessagingContext) {}

  private call<T>(subject: string, data: object): Promise<T> {
    return this.messaging.rpc.request<T>(subject, data);
  }

  rentalPrices = (country: string) => this.prices.get(country, () => this.call<RentalPriceTable>(CatalogSubjects.rentalPrices, { country }));

  /** Whether the catalog sells this service at all. */
  isService = async (service: string) => (await this.services.get()).some((rule) => rule.service === service);

  hold = (cmd: { idempotencyKey: string; userId: string; amountMicros: number; reference: string; expiresAt: string }) =>
    this.call<HoldReceipt>(BillingSubjects.hold, cmd);
  post = (holdId: string, idempotencyKey: string) => this.call<HoldReceipt>(BillingSubjects.post, { holdId, idempotencyKey });
  void = (holdId: string, idempotencyKey: string) => this.call<HoldReceipt>(BillingSubjects.void, { holdId, idempotencyKey });
  refund = (cmd: { idempotencyKey: string; userId: string; transferId: string; reason: string }) => this.call<LedgerReceipt>(BillingSubjects.refund, cmd);
  balance = (userId: string) => this.call<BalanceView>(BillingSubjects.balance, { userId });

  lease = (cmd: LeaseCommand) => this.call<LeaseView>(ActivationsSubjects.lease, cmd);
  release = (leaseId: string) => this.call<LeaseView | null>(ActivationsSubjects.releaseLease, { leaseId });
  leaseStatus = (leaseIds: string[]) => this.call<LeaseStatusView>(ActivationsSubjects.leaseStatus, { leaseIds });
}
