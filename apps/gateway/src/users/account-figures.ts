import { Injectable } from '@nestjs/common';
import { microsToDollars } from '@simrelay/contracts';
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
    const view = await this.billing.balance(userId);
    return { balance: view.balance, topups: microsToDollars(view.topupsMicros) };
  }
}
