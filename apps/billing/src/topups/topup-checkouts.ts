import { Inject, Injectable } from '@nestjs/common';
import { DomainError, ErrorCode, TopUpCheckout } from '@simrelay/contracts';
import { LOGGER } from '@simrelay/messaging';
import type { Logger } from 'pino';
import { BILLING_ENV } from '../billing.tokens';
import type { BillingEnv } from '../config';
import { cryptoCurrencyCode, createInvoice } from '../providers/nowpayments/nowpayments-invoice';
import { buildPayeerForm, payeerRedirectUrl } from '../providers/payeer/payeer-form';
import { ProviderApiError } from '../providers/provider-http';
import { createCheckoutSession } from '../providers/stripe/stripe-checkout';
import { PaymentProviders, PROVIDER_UNAVAILABLE, SANDBOX } from './payment-providers';
import type { TopUp } from './topup.entity';

/** What the customer sees on the provider's page. */
const DESCRIPTION = 'SimRelay balance top-up';

/** The provider's side of a new top-up: its session or invoice, kept on the row. */
export interface OpenedCheckout {
  providerRef: string | null;
  checkoutUrl: string;
}

/** Opens the provider's payment page for a top-up, and says where to send the customer. */
@Injectable()
export class TopUpCheckouts {
  constructor(
    private readonly providers: PaymentProviders,
    @Inject(BILLING_ENV) private readonly env: BillingEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Needs a call to the provider before the customer can pay (Payeer's form is signed locally). */
  needsOpening(topUp: TopUp): boolean {
    return (topUp.provider === 'stripe' || topUp.provider === 'nowpayments') && !topUp.checkoutUrl;
  }

  async open(topUp: TopUp): Promise<OpenedCheckout> {
    const web = (path: string) => new URL(path, this.env.PUBLIC_WEB_URL).toString();
    try {
      if (topUp.provider === 'stripe' && this.providers.stripe) {
        const session = await createCheckoutSession(this.providers.stripe, {
          orderId: topUp.id, amountMicros: topUp.amountMicros, currency: 'usd', description: DESCRIPTION,
          successUrl: web('/payment/success'), cancelUrl: web('/payment/fail'),
        });
        return { providerRef: session.sessionId, checkoutUrl: session.url };
      }
      if (topUp.provider === 'nowpayments' && this.providers.nowpayments) {
        const payCurrency = cryptoCurrencyCode(topUp.coin ?? '', topUp.network ?? '');
        if (!payCurrency) throw new DomainError(ErrorCode.Invalid, 'Missing or invalid request parameters', { network: 'network' });
        const invoice = await createInvoice(this.providers.nowpayments, {
          orderId: topUp.id, amountMicros: topUp.amountMicros, payCurrency, description: DESCRIPTION,
          ipnCallbackUrl: new URL('/payments/nowpayments/ipn', this.env.PUBLIC_API_URL).toString(),
          successUrl: web('/payment/success'), cancelUrl: web('/payment/fail'),
        });
        return { providerRef: invoice.invoiceId, checkoutUrl: invoice.url };
      }
    } catch (error) {
      if (error instanceof DomainError) throw error;
      const retryable = error instanceof ProviderApiError && error.retryable;
      this.logger.error({ err: error, topUpId: topUp.id, provider: topUp.provider }, 'payment provider refused to open a checkout');
      throw new DomainError(
        retryable ? ErrorCode.Unavailable : ErrorCode.ProviderUnavailable,
        retryable ? 'The payment provider did not answer. Try again in a minute.' : PROVIDER_UNAVAILABLE,
      );
    }
    throw new DomainError(ErrorCode.ProviderUnavailable, PROVIDER_UNAVAILABLE);
  }

  /** Where the customer goes to pay this top-up. */
  checkout(topUp: TopUp): TopUpCheckout {
    if (topUp.provider === SANDBOX) return { redirectUrl: `/payment/sandbox/${topUp.id}` };
    if (topUp.provider === 'payeer' && this.providers.payeer) {
      const form = buildPayeerForm(this.providers.payeer, { orderId: topUp.id, amountMicros: topUp.amountMicros, currency: 'USD', description: DESCRIPTION });
      return { redirectUrl: payeerRedirectUrl(form), form: { action: form.action, method: form.method, fields: { ...form.fields } } };
    }
    return { redirectUrl: topUp.checkoutUrl ?? '/payment/fail' };
  }
}
