import { isHttpUrl } from '../provider-http';

/**
 * Payeer merchant settings. They come from configuration only: a provider without a shop id
 * and secret key is reported as unavailable, never faked.
 */
export interface PayeerConfig {
  /** The merchant (shop) id Payeer shows in the merchant settings; sent as `m_shop`. */
  readonly shopId: string;
  /** The merchant secret key: signs the payment form and the status notifications. */
  readonly secretKey: string;
  /** Where the payment form goes; defaults to PAYEER_MERCHANT_URL (tests point it at a local server). */
  readonly merchantUrl?: string;
  /**
   * Source addresses accepted for status notifications. Empty or absent turns the check off:
   * the signature is what proves a notification, the address list is only an extra filter.
   */
  readonly allowedIps?: readonly string[];
}

export const PAYEER_MERCHANT_URL = 'https://payeer.com/merchant/';

/** The merchant URL in effect for a configuration. */
export function payeerMerchantUrl(config: PayeerConfig): string {
  return config.merchantUrl ?? PAYEER_MERCHANT_URL;
}

/**
 * Whether Payeer can be offered: a shop id, a secret key and (when given) a usable merchant URL.
 * Anything less means the payment method is shown as unavailable.
 */
export function payeerAvailable(config?: Partial<PayeerConfig> | null): config is PayeerConfig {
  if (!config) return false;
  const { shopId, secretKey, merchantUrl } = config;
  if (typeof shopId !== 'string' || shopId.trim() === '' || shopId.includes(':')) return false;
  if (typeof secretKey !== 'string' || secretKey === '') return false;
  if (merchantUrl !== undefined && !isHttpUrl(merchantUrl)) return false;
  return true;
}

/** For the builders: using Payeer without configuration is a programming error, not a refusal. */
export function assertPayeerAvailable(config: Partial<PayeerConfig> | null | undefined): asserts config is PayeerConfig {
  if (!payeerAvailable(config)) throw new Error('Payeer is not configured (shop id and secret key are required)');
}
