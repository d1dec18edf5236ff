import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AdjustCommand, BalanceQuery, BalancesQuery, BalanceView, BillingSubjects, ChargeCommand, CreditCommand, LedgerReceipt, RefundCommand,
} from '@simrelay/contracts';
import { WalletLedger } from './wallet-ledger';
import { TopUpsService } from '../topups/topups.service';

@Controller()
export class LedgerController {
  constructor(
    private readonly wallets: WalletLedger,
    private readonly topUps: TopUpsService,
  ) {}

  @MessagePattern(BillingSubjects.charge)
  charge(@Payload() cmd: ChargeCommand): Promise<LedgerReceipt> {
    return this.wallets.charge(cmd);
  }

  @MessagePattern(BillingSubjects.refund)
  refund(@Payload() cmd: RefundCommand): Promise<LedgerReceipt> {
    return this.wallets.refund(cmd);
  }

  @MessagePattern(BillingSubjects.credit)
  credit(@Payload() cmd: CreditCommand): Promise<LedgerReceipt> {
    return this.wallets.credit(cmd);
  }

  @MessagePattern(BillingSubjects.adjust)
  adjust(@Payload() cmd: AdjustCommand): Promise<LedgerReceipt> {
    return this.wallets.adjust(cmd);
  }

  @MessagePattern(BillingSubjects.balance)
  async balance(@Payload() query: BalanceQuery): Promise<BalanceView> {
    return (await this.balancesOf([query.userId]))[0];
  }

  @MessagePattern(BillingSubjects.balances)
  balances(@Payload() query: BalancesQuery): Promise<BalanceView[]> {
    return this.balancesOf(query.userIds);
  }

  private async balancesOf(userIds: string[]): Promise<BalanceView[]> {
    const [views, topups] = await Promise.all([this.wallets.balances(userIds), this.topUps.paidTotals(userIds)]);
    return views.map((view) => ({ ...view, topupsMicros: topups.get(view.userId) ?? 0 }));
  }
}
