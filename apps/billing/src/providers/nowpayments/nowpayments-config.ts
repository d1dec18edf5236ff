import { configures, secureApiBase } from '../provider-http';

/**
 * NOWPayments settings. Without both the API key and the IPN secret the crypto method is
 * unavailable: NOWPayments sends no IPN without an IPN secret, and an unsigned callback must
 * never credit (issue 5).
 */
export const NOWPAYMENTS_API_BASE = 'https://api.nowpayments.io';

/** Their sandbox, for trying a real integration without money. */
export const NOWPAYMENTS_SANDBOX_API_BASE = 'https://api-sandbox.nowpayments.io';

export const NOWPAYMENTS_TIMEOUT_MS = 15_000;

export interface NowpaymentsConfig {
  /** Sent as `x-api-key`. */
  readonly apiKey: string;
  /** The HMAC-SHA512 key of `x-nowpayments-sig` (Dashboard, payment settings). */
  readonly ipnSecret: string;
  /** Without a trailing slash; tests point it at a local server. */
  readonly apiBase: string;
  readonly timeoutMs?: number;
}

export interface NowpaymentsConfigInput {
  apiKey?: string | null;
  ipnSecret?: string | null;
  apiBase?: string | null;
  timeoutMs?: number | null;
}

/** The API base without its trailing slash; plain http only to this machine, never the key in clear. */
export function nowpaymentsApiBase(value: string | null | undefined): string {
  return secureApiBase('NOWPAYMENTS_API_BASE', value, NOWPAYMENTS_API_BASE);
}

/** A complete configuration, or undefined when a secret is missing (the provider is then unavailable). */
export function nowpaymentsConfig(input: NowpaymentsConfigInput | null | undefined): NowpaymentsConfig | undefined {
  const apiKey = input?.apiKey?.trim();
  // Their PHP example trims the IPN secret too: a pasted newline must not break every signature.
  const ipnSecret = input?.ipnSecret?.trim();
  if (!apiKey || !ipnSecret) return undefined;
  const timeoutMs = input?.timeoutMs;
  return {
    apiKey,
    ipnSecret,
    apiBase: nowpaymentsApiBase(input?.apiBase),
    ...(timeoutMs && Number.isInteger(timeoutMs) && timeoutMs > 0 ? { timeoutMs } : {}),
  };
}

/** From `NOWPAYMENTS_API_KEY`, `NOWPAYMENTS_IPN_SECRET`, `NOWPAYMENTS_API_BASE`. */
export function nowpaymentsConfigFromEnv(env: NodeJS.ProcessEnv = process.env): NowpaymentsConfig | undefined {
  return nowpaymentsConfig({
    apiKey: env['NOWPAYMENTS_API_KEY'],
    ipnSecret: env['NOWPAYMENTS_IPN_SECRET'],
    apiBase: env['NOWPAYMENTS_API_BASE'],
  });
}

/** True when crypto top-ups can be offered: key and IPN secret set and a usable API base. */
export function nowpaymentsAvailable(config?: NowpaymentsConfigInput | null): boolean {
  return configures(() => nowpaymentsConfig(config));
}
