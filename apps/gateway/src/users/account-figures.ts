import { Injectable } from '@nestjs/common';

export interface AccountFigures {
  /** Available balance in dollars. */
  balance: number;
  /** Sum of completed top-ups in dollars. */
  topups: number;
}

/**
 * The money figures shown with a session. Billing owns them; until the billing service
 * exists every account has none, so this answers zero rather than inventing a figure.
 */
@Injectable()
export class AccountFiguresReader {
  async of(_userId: string): Promise<AccountFigures> {
    return { balance: 0, topups: 0 };
  }
}
