import { configures, secureApiBase } from '../provider-http';

/**
 * Stripe settings. A provider without both secrets is unavailable: top-ups hide the card
 * method instead of faking it (issue 5).
 */
export const STRIPE_API_BASE = 'https://api.stripe.com';

/** How long one call to Stripe may take before it counts as a network failure. */
export const STRIPE_TIMEOUT_MS = 15_000;

export interface StripeConfig {
  /** `sk_...` or a restricted `rk_...` key: sent as the Bearer token. */
  readonly secretKey: string;
  /** The endpoint's `whsec_...` signing secret: the HMAC key of `Stripe-Signature`. */
  readonly webhookSecret: string;
  /** Without a trailing slash; tests point it at a local server. */
  readonly apiBase: string;
  /** Sent as `Stripe-Version` when set; otherwise the account's default API version applies. */
  readonly apiVersion?: string;
  readonly timeoutMs?: number;
}

export interface StripeConfigInput {
  secretKey?: string | null;
  webhookSecret?: string | null;
  apiBase?: string | null;
  apiVersion?: string | null;
  timeoutMs?: number | null;
}

/** The API base without its trailing slash; plain http only to this machine, never the key in clear. */
export function stripeApiBase(value: string | null | undefined): string {
  return secureApiBase('STRIPE_API_BASE', value, STRIPE_API_BASE);
}

/** A complete configuration, or undefined when a secret is missing (the provider is then unavailable). */
export function stripeConfig(input: StripeConfigInput | null | undefined): StripeConfig | undefined {
  const secretKey = input?.secretKey?.trim();
  const webhookSecret = input?.webhookSecret?.trim();
  if (!secretKey || !webhookSecret) return undefined;
  const apiVersion = input?.apiVersion?.trim();
  const timeoutMs = input?.timeoutMs;
  return {
    secretKey,
    webhookSecret,
    apiBase: stripeApiBase(input?.apiBase),
    ...(apiVersion ? { apiVersion } : {}),
    ...(timeoutMs && Number.isInteger(timeoutMs) && timeoutMs > 0 ? { timeoutMs } : {}),
  };
}

/** From `STRIPE_SECRET_KEY`, `STRIPE_WEBHOOK_SECRET`, `STRIPE_API_BASE`, `STRIPE_API_VERSION`. */
export function stripeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): StripeConfig | undefined {
  return stripeConfig({
    secretKey: env['STRIPE_SECRET_KEY'],
    webhookSecret: env['STRIPE_WEBHOOK_SECRET'],
    apiBase: env['STRIPE_API_BASE'],
    apiVersion: env['STRIPE_API_VERSION'],
  });
}

/** True when card top-ups can be offered: both secrets set and a usable API base. */
export function stripeAvailable(config?: StripeConfigInput | null): boolean {
  return configures(() => stripeConfig(config));
}
