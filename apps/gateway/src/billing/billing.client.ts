import { Injectable } from '@nestjs/common';
import { AdjustCommand, BalanceView, BillingSubjects, CreateTopUpCommand, LedgerReceipt, SettleSandboxCommand, TopUpSubjects, TopUpView } from '@simrelay/contracts';
import { ServiceClient } from '../http/service-client';

/** Typed calls to the billing service over NATS. */
@Injectable()
export class BillingClient extends ServiceClient {
  balance = (userId: string) => this.call<BalanceView>(BillingSubjects.balance, { userId });
  balances = (userIds: string[]) => this.call<BalanceView[]>(BillingSubjects.balances, { userIds });
  adjust = (cmd: AdjustCommand) => this.call<LedgerReceipt>(BillingSubjects.adjust, cmd);
  createTopUp = (cmd: CreateTopUpCommand) => this.call<TopUpView>(TopUpSubjects.create, cmd);
  settleSandbox = (cmd: SettleSandboxCommand) => this.call<TopUpView>(TopUpSubjects.settleSandbox, cmd);
  topUps = (userId: string) => this.call<TopUpView[]>(TopUpSubjects.list, { userId });
}
