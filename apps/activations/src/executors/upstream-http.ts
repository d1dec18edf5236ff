import { RequestPacer } from './request-pacer';
import { UpstreamError } from './upstream-errors';

export interface UpstreamReply {
  status: number;
  text: string;
}

/** A pause when a provider says 429 without saying how long. */
const DEFAULT_PAUSE_MS = 5000;

/**
 * One GET to a provider, paced, with a timeout. A network failure, a timeout or a 5xx is
 * `down`; a 429 pauses every request to it for its Retry-After. Other statuses are answered
 * for the protocol to read.
 */
export async function upstreamGet(url: string, headers: Record<string, string>, pacer: RequestPacer, timeoutMs: number, maxWaitMs?: number): Promise<UpstreamReply> {
  await pacer.turn(maxWaitMs);
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new UpstreamError('down', timedOut ? 'timeout' : 'no connection');
  }
  const text = await response.text().catch(() => '');
  if (response.status === 429) {
    const seconds = Number(response.headers.get('retry-after'));
    const pause = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : DEFAULT_PAUSE_MS;
    pacer.pause(pause);
    throw new UpstreamError('rate_limited', 'HTTP 429', pause);
  }
  if (response.status >= 500) throw new UpstreamError('down', `HTTP ${response.status}`);
  return { status: response.status, text: text.trim() };
}
