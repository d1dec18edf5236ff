import { Inject, Injectable } from '@nestjs/common';
import { ProviderCallbackCommand, ProviderCallbackReply } from '@simrelay/contracts';
import { LOGGER } from '@simrelay/messaging';
import type { Logger } from 'pino';
import { confirmNowpaymentsIpn } from '../providers/nowpayments/nowpayments-confirm';
import { payeerSourceAllowed } from '../providers/payeer/payeer-source-ip';
import { payeerAnswer, verifyPayeerStatus } from '../providers/payeer/payeer-status';
import { confirmStripeWebhook } from '../providers/stripe/stripe-confirm';
import { PaymentProviders } from './payment-providers';
import type { TopUp } from './topup.entity';
import { TopUpsService } from './topups.service';

const json = (status: number, body: object): ProviderCallbackReply => ({ status, contentType: 'application/json', body: JSON.stringify(body) });
const text = (status: number, body: string): ProviderCallbackReply => ({ status, contentType: 'text/plain', body });

/**
 * Providers' notifications, from signature to credit. A notification is only a hint: the
 * signature is checked, the payment re-read from the provider (Stripe, NOWPayments) or
 * matched field by field with our own order (Payeer), and only then is the top-up credited,
 * once, however often the notification arrives. Everything refused is logged with its reason.
 */
@Injectable()
export class TopUpCallbacks {
  constructor(
    private readonly providers: PaymentProviders,
    private readonly topUps: TopUpsService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  handle(cmd: ProviderCallbackCommand): Promise<ProviderCallbackReply> {
    switch (cmd.provider) {
      case 'stripe':
        return this.stripe(cmd);
      case 'nowpayments':
        return this.nowpayments(cmd);
      case 'payeer':
        return this.payeer(cmd);
    }
  }

  /** Our order as the provider's checks need it (the amount we asked for), kept for crediting. */
  private orders(provider: string) {
    const found = new Map<string, TopUp>();
    const findOrder = async (orderId: string) => {
      const row = await this.topUps.findForProvider(orderId, provider);
      if (row) found.set(orderId, row);
      return row ? { amountMicros: row.amountMicros } : null;
    };
    return { findOrder, found };
  }

  private refused(provider: string, reason: string, detail: string, extra: object = {}): void {
    this.logger.warn({ provider, reason, detail, ...extra }, 'payment notification refused, nothing credited');
  }

  /** The verdict was reached on this very row: it exists and is this provider's. */
  private async credit(provider: string, row: TopUp): Promise<void> {
    const settled = await this.topUps.markPaid(row);
    this.logger.info({ provider, topUpId: row.id, status: settled.status }, 'payment notification accepted');
  }

  /** 4xx for what is not Stripe's (it stops after 3 days); 2xx once handled; a throw (5xx) asks for a retry. */
  private async stripe(cmd: ProviderCallbackCommand): Promise<ProviderCallbackReply> {
    const config = this.providers.stripe;
    if (!config) return json(404, { error: 'card payments are not configured' });
    const orders = this.orders('stripe');
    const verdict = await confirmStripeWebhook(config, cmd.body, cmd.signature, { findOrder: orders.findOrder });
    switch (verdict.outcome) {
      case 'paid':
        await this.credit('stripe', orders.found.get(verdict.orderId) as TopUp);
        return json(200, { received: true });
      case 'unpaid':
      case 'ignored':
        return json(200, { received: true });
      case 'refused': {
        this.refused('stripe', verdict.reason, verdict.detail, { eventId: verdict.eventId, sessionId: verdict.sessionId });
        const forged = verdict.reason === 'header' || verdict.reason === 'signature' || verdict.reason === 'timestamp' || verdict.reason === 'payload';
        return json(forged ? 400 : 200, { received: !forged });
      }
    }
  }

  private async nowpayments(cmd: ProviderCallbackCommand): Promise<ProviderCallbackReply> {
    const config = this.providers.nowpayments;
    if (!config) return json(404, { error: 'crypto payments are not configured' });
    const orders = this.orders('nowpayments');
    const verdict = await confirmNowpaymentsIpn(config, cmd.body, cmd.signature, { findOrder: orders.findOrder });
    if (verdict.outcome === 'paid') {
      await this.credit('nowpayments', orders.found.get(verdict.orderId) as TopUp);
      return json(200, { received: true });
    }
    if (verdict.outcome === 'unpaid') {
      if (verdict.status === 'failed' || verdict.status === 'expired') await this.topUps.markFailed(orders.found.get(verdict.orderId) as TopUp);
      return json(200, { received: true });
    }
    this.refused('nowpayments', verdict.reason, verdict.detail, { paymentId: verdict.paymentId });
    const forged = verdict.reason === 'header' || verdict.reason === 'signature' || verdict.reason === 'body';
    return json(forged ? 400 : 200, { received: !forged });
  }

  /** Payeer reads the plain-text answer: `<orderid>|success` stops its retries. */
  private async payeer(cmd: ProviderCallbackCommand): Promise<ProviderCallbackReply> {
    const config = this.providers.payeer;
    const body = Object.fromEntries(new URLSearchParams(cmd.body));
    const orderId = body['m_orderid'] ?? '';
    if (!config) return text(404, payeerAnswer(orderId, false));
    if (!payeerSourceAllowed(config, cmd.remoteAddress)) {
      this.refused('payeer', 'source', `from ${cmd.remoteAddress ?? 'unknown address'}`, { orderId });
      return text(403, payeerAnswer(orderId, false));
    }
    const row = await this.topUps.findForProvider(orderId, 'payeer');
    const expected = row ? { orderId: row.id, amountMicros: row.amountMicros, currency: 'USD' as const } : undefined;
    const result = verifyPayeerStatus(config, body, expected);
    if (!result.ok) {
      this.refused('payeer', result.reason, `m_orderid ${orderId}`, { operationId: body['m_operation_id'] });
      return text(200, payeerAnswer(orderId, false));
    }
    await this.credit('payeer', row as TopUp);
    return text(200, payeerAnswer(orderId, true));
  }
}
