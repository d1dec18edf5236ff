import type { TopUpMethod, TopUpMethodsView } from '@simrelay/contracts';
import { TOPUP_METHOD_ORDER } from '@simrelay/contracts';
import type { BillingEnv } from '../config';
import { NowpaymentsConfig, nowpaymentsConfig } from '../providers/nowpayments/nowpayments-config';
import { PayeerConfig, payeerAvailable } from '../providers/payeer/payeer-config';
import { StripeConfig, stripeConfig } from '../providers/stripe/stripe-config';

export const SANDBOX = 'sandbox';

/** What a buyer is told when a method cannot take payments now. */
export const PROVIDER_UNAVAILABLE = 'This payment method is not available right now. Choose another method or write to support.';

/** Which provider takes each method: one per method, as the payment page offers them. */
const PROVIDER_OF: Record<TopUpMethod, 'stripe' | 'payeer' | 'nowpayments'> = { card: 'stripe', payeer: 'payeer', crypto: 'nowpayments' };

export type ProviderName = (typeof PROVIDER_OF)[TopUpMethod];

const csv = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * The providers this deployment has secrets for. A provider without them is unavailable and
 * its method is shown as such; in test mode the sandbox takes every method instead.
 */
export class PaymentProviders {
  readonly stripe?: StripeConfig;
  readonly nowpayments?: NowpaymentsConfig;
  readonly payeer?: PayeerConfig;

  /** Throws at boot on a malformed API base, naming the variable. */
  constructor(env: BillingEnv) {
    this.stripe = stripeConfig({
      secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiBase: env.STRIPE_API_BASE, apiVersion: env.STRIPE_API_VERSION,
    });
    this.nowpayments = nowpaymentsConfig({ apiKey: env.NOWPAYMENTS_API_KEY, ipnSecret: env.NOWPAYMENTS_IPN_SECRET, apiBase: env.NOWPAYMENTS_API_BASE });
    const payeer = {
      shopId: env.PAYEER_SHOP_ID?.trim() ?? '', secretKey: env.PAYEER_SECRET_KEY ?? '', allowedIps: csv(env.PAYEER_ALLOWED_IPS),
      ...(env.PAYEER_MERCHANT_URL ? { merchantUrl: env.PAYEER_MERCHANT_URL } : {}),
    };
    if (payeerAvailable(payeer)) this.payeer = payeer;
  }

  configured(provider: ProviderName): boolean {
    return this[provider] !== undefined;
  }

  /** The provider that takes a method now, or null when none can. */
  providerFor(method: TopUpMethod, sandbox: boolean): string | null {
    if (sandbox) return SANDBOX;
    const provider = PROVIDER_OF[method];
    return this.configured(provider) ? provider : null;
  }

  methods(sandbox: boolean): TopUpMethodsView {
    return Object.fromEntries(
      TOPUP_METHOD_ORDER.map((method) => {
        const provider = this.providerFor(method, sandbox);
        return [method, { available: provider !== null, provider }];
      }),
    ) as TopUpMethodsView;
  }
}
