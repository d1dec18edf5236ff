import { Body, Controller, Headers, HttpCode, Post, UseGuards } from '@nestjs/common';
import { dollarsToMicros, IDEMPOTENCY_KEY, Principal } from '@simrelay/contracts';
import { randomUUID } from 'node:crypto';
import { AdminAuthGuard, CurrentPrincipal } from '../auth/auth.guards';
import { AdjustBalanceBody } from './adjust-balance.body';
import { BillingClient } from './billing.client';

/** SPEC `POST /admin/users/balance`: an administrator's recorded balance correction. */
@Controller('admin/users')
@UseGuards(AdminAuthGuard)
export class AdminBalanceController {
  constructor(private readonly billing: BillingClient) {}

  /** A repeated request with the same `Idempotency-Key` header is applied once. */
  @Post('balance')
  @HttpCode(200)
  async adjust(@CurrentPrincipal() admin: Principal, @Body() body: AdjustBalanceBody, @Headers('idempotency-key') key?: string) {
    const idempotencyKey = key && key.length <= 100 && IDEMPOTENCY_KEY.test(key) ? `admin-adjust:${key}` : `admin-adjust:${randomUUID()}`;
    const receipt = await this.billing.adjust({
      idempotencyKey, userId: body.userId, amountMicros: dollarsToMicros(body.amount), reason: body.reason, adminId: admin.subjectId,
    });
    return { userId: receipt.userId, balance: receipt.balance };
  }
}
