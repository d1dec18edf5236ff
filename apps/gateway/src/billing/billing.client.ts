import { Injectable } from '@nestjs/common';
import {
  AdjustCommand, BalanceView, BillingSubjects, CreateTopUpCommand, LedgerReceipt, ProviderCallbackCommand, ProviderCallbackReply, SettleSandboxCommand,
  TopUpMethodsView, TopUpStarted, TopUpSubjects, TopUpView,
} from '@simrelay/contracts';
import { ServiceClient } from '../http/service-client';

/** Typed calls to the billing service over NATS. */
@Injectable()
export class BillingClient extends ServiceClient {
  balance = (userId: string) => this.call<BalanceView>(BillingSubjects.balance, { userId });
  balances = (userIds: string[]) => this.call<BalanceView[]>(BillingSubjects.balances, { userIds });
  adjust = (cmd: AdjustCommand) => this.call<LedgerReceipt>(BillingSubjects.adjust, cmd);
  topUpMethods = (sandbox: boolean) => this.call<TopUpMethodsView>(TopUpSubjects.methods, { sandbox });
  createTopUp = (cmd: CreateTopUpCommand) => this.call<TopUpStarted>(TopUpSubjects.create, cmd);
  settleSandbox = (cmd: SettleSandboxCommand) => this.call<TopUpView>(TopUpSubjects.settleSandbox, cmd);
  providerCallback = (cmd: ProviderCallbackCommand) => this.call<ProviderCallbackReply>(TopUpSubjects.callback, cmd);
  topUps = (userId: string) => this.call<TopUpView[]>(TopUpSubjects.list, { userId });
}
