/** What the provider clients share: one JSON request with a timeout, one error shape, and the checks of their URLs. */

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

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A provider's API base from the variable `name` (`fallback` when unset), without its trailing
 * slash. Plain http is allowed only to this machine (local fakes): anywhere else it would send
 * the secret in clear. Throws naming the variable.
 */
export function secureApiBase(name: string, value: string | null | undefined, fallback: string): string {
  const raw = value?.trim() || fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new TypeError(`${name} must be an absolute URL`);
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
  if (!secure || url.search || url.hash || url.username || url.password) {
    throw new TypeError(`${name} must be an https URL without query, fragment or credentials`);
  }
  return url.href.replace(/\/+$/, '');
}

/** Whether a provider's settings make a configuration: every secret set and a usable API base (no throw). */
export function configures(build: () => unknown): boolean {
  try {
    return build() !== undefined;
  } catch {
    return false;
  }
}

/** Whether `text` is an absolute http(s) URL (where a provider sends the payer, or a form goes). */
export function isHttpUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
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
