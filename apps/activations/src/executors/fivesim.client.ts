import { dollarsToMicros, fiveSimCountryName, fiveSimProductName } from '@simrelay/contracts';
import { RequestPacer } from './request-pacer';
import { CancelOutcome, UpstreamClient, UpstreamNumber, UpstreamQuote, UpstreamSettings, UpstreamStatus } from './upstream-client';
import { UpstreamError } from './upstream-errors';
import { upstreamGet } from './upstream-http';

interface FiveSimOrder {
  id?: number | string;
  phone?: string;
  price?: number;
  status?: string;
  sms?: Array<{ code?: string; text?: string; date?: string; created_at?: string }> | null;
}

/** Its plain-text refusals, as they mean to us. */
const FAILURES: Record<string, UpstreamError['failure']> = {
  'no free phones': 'no_numbers', 'no product': 'no_numbers', 'bad country': 'no_numbers', 'bad operator': 'no_numbers', 'select country': 'no_numbers',
  'not enough user balance': 'no_balance', 'not enough rating': 'no_balance',
  'account banned': 'bad_key', 'server offline': 'down',
};

const ENDED = new Set(['CANCELED', 'TIMEOUT', 'BANNED']);

/**
 * 5sim's REST API v1 as a client: `Authorization: Bearer <key>`, JSON answers, refusals as
 * plain text with HTTP 400 (401 for a bad key, 429 when too fast).
 */
export class FiveSimClient implements UpstreamClient {
  constructor(
    private readonly settings: UpstreamSettings,
    private readonly pacer: RequestPacer,
  ) {}

  private async call<T>(path: string, query: Record<string, string | number> = {}, maxWaitMs?: number): Promise<T> {
    const url = new URL(`${this.settings.baseUrl.replace(/\/+$/, '')}${path}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
    const reply = await upstreamGet(url.toString(), { authorization: `Bearer ${this.settings.apiKey}`, accept: 'application/json' }, this.pacer, this.settings.timeoutMs, maxWaitMs);
    if (reply.status === 401 || reply.status === 403) throw new UpstreamError('bad_key', reply.text.slice(0, 200) || `HTTP ${reply.status}`);
    if (reply.status !== 200) {
      throw new UpstreamError(FAILURES[reply.text.toLowerCase()] ?? 'refused', reply.text.slice(0, 200) || `HTTP ${reply.status}`);
    }
    try {
      return JSON.parse(reply.text) as T;
    } catch {
      // Some refusals come as text with 200.
      throw new UpstreamError(FAILURES[reply.text.toLowerCase()] ?? 'refused', reply.text.slice(0, 200));
    }
  }

  private micros(amount: unknown): number {
    const value = Number(amount);
    if (!Number.isFinite(value) || value < 0) throw new UpstreamError('refused', `not a price: ${String(amount)}`);
    return dollarsToMicros(value * this.settings.currencyRate);
  }

  async balance(): Promise<number> {
    const profile = await this.call<{ balance?: number }>('/user/profile');
    if (typeof profile.balance !== 'number') throw new UpstreamError('refused', 'no balance in the profile');
    return profile.balance;
  }

  /** The cheapest operator with numbers; we buy with `any` and a price cap. */
  async quote(service: string, country: string): Promise<UpstreamQuote | null> {
    const [countryName, product] = [fiveSimCountryName(country), fiveSimProductName(service)];
    const prices = await this.call<Record<string, Record<string, Record<string, { cost?: number; count?: number }>>>>('/guest/prices', { country: countryName, product });
    const operators = Object.values(prices[countryName]?.[product] ?? {}).filter((o) => Number(o.count) > 0 && Number.isFinite(Number(o.cost)));
    if (!operators.length) return null;
    const cheapest = Math.min(...operators.map((o) => Number(o.cost)));
    return { costMicros: this.micros(cheapest), count: operators.reduce((sum, o) => sum + Number(o.count), 0) };
  }

  async buy(service: string, country: string, maxCostMicros: number): Promise<UpstreamNumber> {
    const maxPrice = Math.floor((maxCostMicros / 1_000_000 / this.settings.currencyRate) * 10_000) / 10_000;
    const order = await this.call<FiveSimOrder>(`/user/buy/activation/${fiveSimCountryName(country)}/any/${fiveSimProductName(service)}`, { maxPrice });
    if (order.id === undefined || !order.phone) throw new UpstreamError('refused', 'an order without id or phone');
    return { upstreamId: String(order.id), number: `+${order.phone.replace(/^\+/, '')}`, costMicros: order.price === undefined ? null : this.micros(order.price) };
  }

  async status(upstreamId: string): Promise<UpstreamStatus> {
    return statusOf(await this.call<FiveSimOrder>(`/user/check/${upstreamId}`));
  }

  async cancel(upstreamId: string, blocked: boolean): Promise<CancelOutcome> {
    try {
      const order = await this.call<FiveSimOrder>(`/user/${blocked ? 'ban' : 'cancel'}/${upstreamId}`);
      return ENDED.has(order.status ?? '') ? 'confirmed' : 'refused';
    } catch (error) {
      if (!(error instanceof UpstreamError) || error.failure !== 'refused') throw error;
      if (error.detail === 'order has sms') return 'has_code';
      // `order expired`, `order not found`: what is it now?
      const now = await this.status(upstreamId).catch(() => null);
      return now?.state === 'cancelled' ? 'confirmed' : now?.state === 'code' ? 'has_code' : 'refused';
    }
  }

  async again(): Promise<void> {
    // 5sim has no such call: an order shows every SMS its number receives until it is finished.
  }

  async finish(upstreamId: string): Promise<void> {
    try {
      await this.call<FiveSimOrder>(`/user/finish/${upstreamId}`);
    } catch (error) {
      if (!(error instanceof UpstreamError) || error.failure !== 'refused') throw error;
      // Finished already, or ended on its side.
      const now = await this.status(upstreamId);
      if (now.state === 'waiting') throw error;
    }
  }
}

function statusOf(order: FiveSimOrder): UpstreamStatus {
  if (ENDED.has(order.status ?? '')) return { state: 'cancelled' };
  // Every SMS, oldest first (a second code after the first included); a finished order still gives what we have not read.
  const [first, ...rest] = (order.sms ?? [])
    .filter((sms) => sms.code || sms.text)
    .map((sms, index) => ({ at: Date.parse(sms.date ?? sms.created_at ?? '') || 0, index, message: { code: sms.code || sms.text || '', text: sms.text ?? null } }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map((sms) => sms.message);
  if (first) return { state: 'code', messages: [first, ...rest] };
  return order.status === 'FINISHED' ? { state: 'finished' } : { state: 'waiting' };
}
