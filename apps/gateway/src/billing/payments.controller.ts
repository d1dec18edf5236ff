import { Body, Controller, Get, Headers, HttpCode, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
import { CASHBACK_FROM_MICROS, CASHBACK_RATE, dollarsToMicros, DomainError, ErrorCode, IDEMPOTENCY_KEY, microsToDollars, TOPUP_METHODS, TopUpMethod, UserView } from '@simrelay/contracts';
import { randomUUID } from 'node:crypto';
import { CurrentUser, NotBannedGuard, UserAuthGuard } from '../auth/auth.guards';
import { MaintenanceGuard } from '../modes/maintenance.guard';
import { ModesCache } from '../modes/modes.cache';
import { BillingClient } from './billing.client';
import { CryptoPaymentBody, PayeerPaymentBody, PaymentBody, SandboxOutcomeBody } from './payment-bodies';

/**
 * Top-ups (SPEC payment routes). Each method goes to its provider's payment page when billing
 * has that provider's secrets; in test mode the sandbox stands in for every method and its
 * page (/payment/sandbox/:id) pays or fails.
 */
@Controller('users')
@UseGuards(MaintenanceGuard, UserAuthGuard)
export class PaymentsController {
  constructor(
    private readonly billing: BillingClient,
    private readonly modes: ModesCache,
  ) {}

  @Get('payment/methods')
  async methods() {
    const testMode = this.modes.current.testMode;
    const providers = await this.billing.topUpMethods(testMode);
    const methods = Object.fromEntries(
      Object.entries(TOPUP_METHODS).map(([name, rule]) => [
        name,
        { available: providers[name as TopUpMethod].available, min: microsToDollars(rule.minMicros), feePercent: rule.feeRate * 100 },
      ]),
    );
    return { testMode, methods, cashback: { from: microsToDollars(CASHBACK_FROM_MICROS), percent: CASHBACK_RATE * 100 } };
  }

  @Post('payment')
  @UseGuards(NotBannedGuard)
  pay(@CurrentUser() user: UserView, @Body() body: PaymentBody, @Headers('idempotency-key') key?: string) {
    return this.start(user, body.method, body.amount, key, body.coin, body.network);
  }

  @Post('payment/crypto')
  @UseGuards(NotBannedGuard)
  crypto(@CurrentUser() user: UserView, @Body() body: CryptoPaymentBody, @Headers('idempotency-key') key?: string) {
    return this.start(user, 'crypto', body.amount, key, body.coin, body.network);
  }

  @Post('payeer')
  @UseGuards(NotBannedGuard)
  payeer(@CurrentUser() user: UserView, @Body() body: PayeerPaymentBody, @Headers('idempotency-key') key?: string) {
    return this.start(user, 'payeer', body.amount, key);
  }

  @Post('payment/sandbox/:id')
  @HttpCode(200)
  async sandbox(@CurrentUser() user: UserView, @Param('id', new ParseUUIDPipe({ version: '4' })) id: string, @Body() body: SandboxOutcomeBody) {
    if (!this.modes.current.testMode) throw new DomainError(ErrorCode.ProviderUnavailable, 'The sandbox works only in test mode.');
    return this.billing.settleSandbox({ topUpId: id, userId: user._id, outcome: body.outcome });
  }

  @Get('topups')
  topUps(@CurrentUser() user: UserView) {
    return this.billing.topUps(user._id);
  }

  private async start(user: UserView, method: TopUpMethod, amount: number, key?: string, coin?: string, network?: string) {
    const idempotencyKey = key && key.length <= 90 && IDEMPOTENCY_KEY.test(key) ? `${user._id}:${key}` : randomUUID();
    const { topUp, checkout } = await this.billing.createTopUp({
      idempotencyKey, userId: user._id, method, amountMicros: dollarsToMicros(amount), coin, network, sandbox: this.modes.current.testMode,
    });
    return { topUp, ...checkout };
  }
}
