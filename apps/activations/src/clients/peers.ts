import { Inject, Injectable } from '@nestjs/common';
import {
  BalanceView, BillingSubjects, CatalogSubjects, CodeRuleView, CountryView, HoldReceipt, IdentitySubjects, OtpPriceView, UserView,
} from '@simrelay/contracts';
import { MESSAGING, MessagingContext } from '@simrelay/messaging';

/** Typed calls to the services activations depends on. Money and prices are theirs, never ours. */
@Injectable()
export class Peers {
  constructor(@Inject(MESSAGING) private readonly messaging: MessagingContext) {}

  private call<T>(subject: string, data: object): Promise<T> {
    return this.messaging.rpc.request<T>(subject, data);
  }

  otpPrice = (query: { service: string; country: string; carrier?: string }) => this.call<OtpPriceView>(CatalogSubjects.otpPrice, query);
  codeRules = () => this.call<CodeRuleView[]>(CatalogSubjects.codeRules, {});
  countries = () => this.call<CountryView[]>(CatalogSubjects.countries, {});

  hold = (cmd: { idempotencyKey: string; userId: string; amountMicros: number; reference: string; expiresAt: string }) =>
    this.call<HoldReceipt>(BillingSubjects.hold, cmd);
  post = (holdId: string, idempotencyKey: string) => this.call<HoldReceipt>(BillingSubjects.post, { holdId, idempotencyKey });
  void = (holdId: string, idempotencyKey: string) => this.call<HoldReceipt>(BillingSubjects.void, { holdId, idempotencyKey });
  balance = (userId: string) => this.call<BalanceView>(BillingSubjects.balance, { userId });

  ban = (userId: string) => this.call<UserView>(IdentitySubjects.setUserBan, { userId, ban: true });
}
