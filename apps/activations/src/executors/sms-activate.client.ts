import { dollarsToMicros, smsActivateCountryKey } from '@simrelay/contracts';
import { RequestPacer } from './request-pacer';
import { CancelOutcome, UpstreamClient, UpstreamNumber, UpstreamQuote, UpstreamSettings, UpstreamStatus } from './upstream-client';
import { UpstreamError } from './upstream-errors';
import { upstreamGet } from './upstream-http';

/** Tokens that mean the same to us whatever the clone (SMS-Activate's list and its clones'). */
const FAILURES: Record<string, UpstreamError['failure']> = {
  NO_NUMBERS: 'no_numbers', WRONG_MAX_PRICE: 'no_numbers', OUT_OF_STOCK: 'no_numbers', NO_NUMBERS_LIMIT: 'no_numbers',
  NO_BALANCE: 'no_balance',
  BAD_KEY: 'bad_key', API_KEY_NOT_VALID: 'bad_key', BANNED: 'bad_key', CHANNELS_LIMIT: 'bad_key', ACCOUNT_INACTIVE: 'bad_key',
  ERROR_SQL: 'down', SERVER_ERROR: 'down',
  TOO_MANY_REQUESTS: 'rate_limited', RATE_LIMITED: 'rate_limited',
};

interface NumberV2 {
  activationId?: number | string;
  phoneNumber?: string;
  activationCost?: number | string;
}

const plus = (phone: string) => `+${phone.replace(/^\+/, '')}`;
/** The token of a text answer: `WRONG_MAX_PRICE:12` -> `WRONG_MAX_PRICE`. */
const tokenOf = (text: string) => text.split(':')[0] ?? '';

/**
 * SMS-Activate's `handler_api.php` (and its clones) as a client: GET with `api_key` and
 * `action` in the query, text tokens or JSON in HTTP 200 answers (the HTTP status is not
 * trusted: clones answer tokens with 4xx too).
 */
export class SmsActivateClient implements UpstreamClient {
  constructor(
    private readonly settings: UpstreamSettings,
    private readonly pacer: RequestPacer,
  ) {}

  private async call(action: string, params: Record<string, string | number> = {}, maxWaitMs?: number): Promise<string> {
    const url = new URL(this.settings.baseUrl);
    url.searchParams.set('api_key', this.settings.apiKey);
    url.searchParams.set('action', action);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, String(value));
    const reply = await upstreamGet(url.toString(), { accept: 'text/plain, application/json' }, this.pacer, this.settings.timeoutMs, maxWaitMs);
    const failure = FAILURES[tokenOf(reply.text)];
    if (failure === 'rate_limited') this.pacer.pause(5000);
    if (failure) throw new UpstreamError(failure, reply.text.slice(0, 200));
    if (reply.status === 401 || reply.status === 403) throw new UpstreamError('bad_key', `HTTP ${reply.status}`);
    return reply.text;
  }

  private micros(amount: unknown): number {
    const value = Number(amount);
    if (!Number.isFinite(value) || value < 0) throw new UpstreamError('refused', `not a price: ${String(amount)}`);
    return dollarsToMicros(value * this.settings.currencyRate);
  }

  async balance(): Promise<number> {
    const text = await this.call('getBalance');
    const match = /^ACCESS_BALANCE:(-?\d+(?:\.\d+)?)$/.exec(text);
    if (!match) throw new UpstreamError('refused', text.slice(0, 200));
    return Number(match[1]);
  }

  async quote(service: string, country: string): Promise<UpstreamQuote | null> {
    const key = smsActivateCountryKey(country);
    const text = await this.call('getPrices', { service, country: key });
    const prices = parseJson<Record<string, Record<string, { cost?: unknown; count?: unknown }>>>(text);
    const entry = prices?.[key]?.[service];
    if (!entry) return null;
    const count = Number(entry.count ?? 0);
    return { costMicros: this.micros(entry.cost), count: Number.isFinite(count) ? count : 0 };
  }

  async buy(service: string, country: string, maxCostMicros: number): Promise<UpstreamNumber> {
    // In the provider's currency, rounded down so the cap holds after conversion.
    const maxPrice = Math.floor((maxCostMicros / 1_000_000 / this.settings.currencyRate) * 10_000) / 10_000;
    const params = { service, country: smsActivateCountryKey(country), maxPrice };
    const text = await this.call('getNumberV2', params);
    if (text === 'BAD_ACTION') return this.buyV1(params);
    const bought = parseJson<NumberV2>(text);
    if (!bought?.activationId || !bought.phoneNumber) throw new UpstreamError('refused', text.slice(0, 200));
    return {
      upstreamId: String(bought.activationId), number: plus(bought.phoneNumber),
      costMicros: bought.activationCost === undefined ? null : this.micros(bought.activationCost),
    };
  }

  /** Clones without `getNumberV2`: `ACCESS_NUMBER:<id>:<phone>`, no cost in the answer. */
  private async buyV1(params: Record<string, string | number>): Promise<UpstreamNumber> {
    const text = await this.call('getNumber', params);
    const match = /^ACCESS_NUMBER:(\d+):\+?(\d+)$/.exec(text);
    if (!match) throw new UpstreamError('refused', text.slice(0, 200));
    return { upstreamId: match[1] as string, number: plus(match[2] as string), costMicros: null };
  }

  async status(upstreamId: string): Promise<UpstreamStatus> {
    return statusOf(await this.call('getStatus', { id: upstreamId }));
  }

  async cancel(upstreamId: string, blocked: boolean): Promise<CancelOutcome> {
    void blocked; // The protocol has one cancel: 8 ("the number was used, cancel").
    const text = await this.call('setStatus', { id: upstreamId, status: 8 });
    if (text === 'ACCESS_CANCEL') return 'confirmed';
    if (text === 'EARLY_CANCEL_DENIED') return 'refused';
    // BAD_STATUS, NO_ACTIVATION: what is it now?
    const now = statusOf(await this.call('getStatus', { id: upstreamId }));
    return now.state === 'code' ? 'has_code' : now.state === 'cancelled' ? 'confirmed' : 'refused';
  }

  /** Status 3: without it the provider keeps showing the first code and never the next one. */
  async again(upstreamId: string): Promise<void> {
    const text = await this.call('setStatus', { id: upstreamId, status: 3 });
    if (text !== 'ACCESS_RETRY_GET') throw new UpstreamError('refused', text.slice(0, 200));
  }

  async finish(upstreamId: string): Promise<void> {
    const text = await this.call('setStatus', { id: upstreamId, status: 6 });
    if (text === 'ACCESS_ACTIVATION') return;
    // Already finished (or ended on its side): STATUS_CANCEL covers both in this protocol.
    const now = statusOf(await this.call('getStatus', { id: upstreamId }));
    if (now.state !== 'cancelled' && now.state !== 'finished') throw new UpstreamError('refused', text.slice(0, 200));
  }
}

function statusOf(text: string): UpstreamStatus {
  if (text === 'STATUS_WAIT_CODE' || text === 'STATUS_WAIT_RESEND' || text.startsWith('STATUS_WAIT_RETRY')) return { state: 'waiting' };
  if (text.startsWith('STATUS_OK:')) {
    return { state: 'code', messages: [{ code: text.slice('STATUS_OK:'.length), text: null }] };
  }
  // STATUS_CANCEL is "cancelled or completed"; NO_ACTIVATION: it no longer knows it.
  if (text === 'STATUS_CANCEL' || text === 'NO_ACTIVATION') return { state: 'cancelled' };
  throw new UpstreamError('refused', text.slice(0, 200));
}

function parseJson<T>(text: string): T | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as T) : null;
  } catch {
    return null;
  }
}
