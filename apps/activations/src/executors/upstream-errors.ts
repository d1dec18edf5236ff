/**
 * How an upstream provider refused or failed, whatever its protocol says:
 * - no_numbers: nothing to sell at that price (try the next executor);
 * - no_balance: our account there is empty (try the next; operators must top it up);
 * - bad_key: the key was refused (or the account banned);
 * - rate_limited: it asked us to slow down (429, or its own token);
 * - down: no answer, a timeout, a 5xx, or its "server failed" token (retry later);
 * - refused: anything else it answered that we cannot act on.
 */
export type UpstreamFailure = 'no_numbers' | 'no_balance' | 'bad_key' | 'rate_limited' | 'down' | 'refused';

export class UpstreamError extends Error {
  constructor(
    readonly failure: UpstreamFailure,
    /** The provider's own words (a token, an HTTP status), for operators. */
    readonly detail: string,
    /** When it said how long to wait. */
    readonly retryAfterMs?: number,
  ) {
    super(`${failure}: ${detail}`);
    this.name = 'UpstreamError';
  }
}

/** A failure worth retrying later with the same provider. */
export const isTransient = (error: unknown): boolean =>
  !(error instanceof UpstreamError) || error.failure === 'down' || error.failure === 'rate_limited';
