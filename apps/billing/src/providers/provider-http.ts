/** What the provider clients share: one JSON request with a timeout, and one error shape. */

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * What went wrong talking to a provider: `input` (refused before sending), `network` (no
 * answer, timeout), `http` (an error answer), `response` (a 2xx we cannot read). Never carries
 * a secret.
 */
export type ProviderErrorKind = 'input' | 'network' | 'http' | 'response';

export class ProviderApiError<Details extends { status?: number } = { status?: number }> extends Error {
  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
    readonly details: Details = {} as Details,
  ) {
    super(message);
  }

  /** Worth trying again later (provider down, rate limit, timeout), as opposed to a request it refuses. */
  get retryable(): boolean {
    const status = this.details.status;
    return this.kind === 'network' || (this.kind === 'http' && (status === 429 || (status !== undefined && status >= 500)));
  }
}

export const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export interface ProviderAnswer {
  response: Response;
  /** The body when it is a JSON object. */
  record: Record<string, unknown> | undefined;
}

/**
 * Sends one request (redirects refused, `timeoutMs` for the whole answer) and reads its body
 * as JSON. A request that gets no answer throws what `networkError` makes of the reason.
 */
export async function providerRequest(
  fetchImpl: FetchLike,
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string; timeoutMs: number },
  networkError: (reason: string) => Error,
): Promise<ProviderAnswer> {
  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(url, { method: init.method, headers: init.headers, body: init.body, redirect: 'error', signal: AbortSignal.timeout(init.timeoutMs) });
    text = await response.text();
  } catch (error) {
    throw networkError((error as Error).message);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const record = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  return { response, record };
}
