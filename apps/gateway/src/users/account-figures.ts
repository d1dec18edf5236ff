import { Injectable } from '@nestjs/common';
import { BalanceView, microsToDollars } from '@simrelay/contracts';
import { BillingClient } from '../billing/billing.client';

export interface AccountFigures {
  /** Available balance in dollars. */
  balance: number;
  /** Sum of completed top-ups in dollars. */
  topups: number;
}

/** The money figures shown with a session, read from billing (their one owner). */
@Injectable()
export class AccountFiguresReader {
  constructor(private readonly billing: BillingClient) {}

  async of(userId: string): Promise<AccountFigures> {
    return toFigures(await this.billing.balance(userId));
  }

  /** Several users' figures in one request to billing. */
  async ofMany(userIds: string[]): Promise<Map<string, AccountFigures>> {
    if (userIds.length === 0) return new Map();
    return new Map((await this.billing.balances(userIds)).map((view) => [view.userId, toFigures(view)]));
  }
}

function toFigures(view: BalanceView): AccountFigures {
  return { balance: view.balance, topups: microsToDollars(view.topupsMicros) };
}
