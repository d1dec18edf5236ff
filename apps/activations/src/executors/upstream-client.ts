/** A provider's stock for one service and country, in micro-dollars. */
export interface UpstreamQuote {
  costMicros: number;
  count: number;
}

export interface UpstreamNumber {
  upstreamId: string;
  /** With '+'. */
  number: string;
  /** What it charged, when its answer says (micro-dollars). */
  costMicros: number | null;
}

/** An SMS the provider shows for an activation. */
export interface UpstreamMessage {
  code: string;
  text: string | null;
}

/** What an upstream activation is now. */
export type UpstreamStatus =
  | { state: 'waiting' }
  /**
   * What it shows, oldest first (never empty): each SMS the number received, in the same order at
   * every look (5sim), or the one code shown now, the first, then the first after each "another
   * code" (SMS-Activate).
   */
  | { state: 'code'; messages: [UpstreamMessage, ...UpstreamMessage[]] }
  /** Cancelled, timed out, banned or gone: it charges us nothing. */
  | { state: 'cancelled' }
  | { state: 'finished' };

/** What a cancellation request got: done, refused because a code came, or refused for now. */
export type CancelOutcome = 'confirmed' | 'has_code' | 'refused';

/**
 * One upstream provider, whatever its protocol. Every call throws UpstreamError when the
 * provider refuses or fails; prices are converted to micro-dollars with the executor's rate.
 */
export interface UpstreamClient {
  /** The account's balance in the provider's currency (the key test). */
  balance(): Promise<number>;
  quote(service: string, country: string): Promise<UpstreamQuote | null>;
  buy(service: string, country: string, maxCostMicros: number): Promise<UpstreamNumber>;
  status(upstreamId: string): Promise<UpstreamStatus>;
  /** `blocked`: the number was already used for the service (its "ban" where it has one). */
  cancel(upstreamId: string, blocked: boolean): Promise<CancelOutcome>;
  finish(upstreamId: string): Promise<void>;
  /** The buyer wants another code: the provider is told where its protocol asks for that. */
  again(upstreamId: string): Promise<void>;
}

export interface UpstreamSettings {
  baseUrl: string;
  apiKey: string;
  /** Dollars per unit of the provider's currency. */
  currencyRate: number;
  timeoutMs: number;
}
