import { Controller, Headers, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import { CallbackProvider, DomainError, ErrorCode, MAX_CALLBACK_BODY } from '@simrelay/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimit, RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { BillingClient } from './billing.client';

/**
 * Where payment providers notify us. No session and no maintenance check: a payment made
 * before maintenance began must still be credited. The exact bytes received go to billing,
 * which holds the secrets, verifies, and says what to answer.
 */
@Controller('payments')
@UseGuards(RateLimitGuard)
export class PaymentCallbacksController {
  constructor(private readonly billing: BillingClient) {}

  @Post('stripe/webhook')
  @HttpCode(200)
  @RateLimit('paymentCallbacks')
  stripe(@Req() req: RawBodyRequest<FastifyRequest>, @Res() res: FastifyReply, @Headers('stripe-signature') signature?: string) {
    return this.forward('stripe', req, res, signature);
  }

  @Post('nowpayments/ipn')
  @HttpCode(200)
  @RateLimit('paymentCallbacks')
  nowpayments(@Req() req: RawBodyRequest<FastifyRequest>, @Res() res: FastifyReply, @Headers('x-nowpayments-sig') signature?: string) {
    return this.forward('nowpayments', req, res, signature);
  }

  @Post('payeer/status')
  @HttpCode(200)
  @RateLimit('paymentCallbacks')
  payeer(@Req() req: RawBodyRequest<FastifyRequest>, @Res() res: FastifyReply) {
    return this.forward('payeer', req, res);
  }

  private async forward(provider: CallbackProvider, req: RawBodyRequest<FastifyRequest>, res: FastifyReply, signature?: string): Promise<void> {
    const raw = req.rawBody;
    if (!raw || raw.length > MAX_CALLBACK_BODY) throw new DomainError(ErrorCode.Invalid, 'Missing or invalid request parameters');
    const reply = await this.billing.providerCallback({
      provider, body: raw.toString('utf8'), remoteAddress: req.ip, ...(signature ? { signature: signature.slice(0, 4096) } : {}),
    });
    await res.status(reply.status).header('content-type', `${reply.contentType}; charset=utf-8`).send(reply.body);
  }
}
