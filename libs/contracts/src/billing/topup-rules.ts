/**
 * SPEC section 9 and ARCHITECTURE's reading of it: how a balance is topped up. One owner for
 * billing (which applies them) and the web app (which shows them); no runtime dependencies,
 * so the browser imports this file alone (`@simrelay/contracts/topup-rules`).
 */
export const TOPUP_METHODS = {
  card: { minMicros: 1_000_000, feeRate: 0.02 },
  payeer: { minMicros: 5_000_000, feeRate: 0.01 },
  crypto: { minMicros: 1_000_000, feeRate: 0.02 },
} as const;
export type TopUpMethod = keyof typeof TOPUP_METHODS;
export const TOPUP_METHOD_ORDER: readonly TopUpMethod[] = ['card', 'payeer', 'crypto'];

export const CASHBACK_FROM_MICROS = 1_000_000_000;
export const CASHBACK_RATE = 0.15;

/** Coins and their networks, as the payment page names them; providers map them to their codes. */
export const CRYPTO_CURRENCIES = [
  { code: 'USDT', networks: ['TRC20', 'ERC20'] },
  { code: 'BTC', networks: ['Bitcoin'] },
  { code: 'ETH', networks: ['ERC20'] },
  { code: 'LTC', networks: ['Litecoin'] },
] as const;
export type CryptoCode = (typeof CRYPTO_CURRENCIES)[number]['code'];

export const isCryptoNetwork = (coin: string, network: string): boolean =>
  CRYPTO_CURRENCIES.some((c) => c.code === coin && (c.networks as readonly string[]).includes(network));
