/**
 * The state behind a stand-in upstream provider: its stock, its orders and what the test
 * makes it do (refuse keys, run out, go down, slow us down, refuse cancellations, receive codes).
 * Each protocol's server (SMS-Activate's handler, 5sim's REST) reads and answers from it.
 */
export type FakeOrderStatus = 'waiting' | 'code' | 'cancelled' | 'finished' | 'banned';

/** An SMS the number of an order received. */
export interface FakeSms {
  code: string;
  text: string;
  at: Date;
}

export interface FakeOrder {
  id: number;
  /** With '+'. */
  number: string;
  service: string;
  country: string;
  cost: number;
  status: FakeOrderStatus;
  /** The code SMS-Activate's getStatus shows: the first SMS, then the first one after each status 3. */
  code: string | null;
  text: string | null;
  /** SMS-Activate's status 3 asked for another code, and none came since. */
  retryAsked: boolean;
  /** Every SMS the number received, oldest first (5sim lists them all). */
  sms: FakeSms[];
  createdAt: Date;
}

export interface FakeStock {
  cost: number;
  count: number;
}

export class FakeUpstreamMarket {
  readonly orders = new Map<number, FakeOrder>();
  /** Every request, by path and query: tests count them (rate limits, retries). */
  readonly requests: string[] = [];
  /** In the provider's currency. */
  balance = 100;
  /** Every request fails as if the provider were away (HTTP 502). */
  down = false;
  /** The next this-many requests answer HTTP 429 (Retry-After: 1). */
  rateLimited = 0;
  /** Cancellations are refused (SMS-Activate's EARLY_CANCEL_DENIED) while set. */
  refuseCancel = false;
  private readonly stock = new Map<string, FakeStock>();
  private nextId: number;
  private nextNumber = 0;

  constructor(
    readonly apiKey: string,
    /** Numbers it hands out start with this (country code first, with '+'). */
    private readonly prefix: string,
    firstId = 1000,
  ) {
    this.nextId = firstId;
  }

  /** What it sells of a service in a country (our codes: `tg`, `GB`). */
  setStock(service: string, country: string, stock: FakeStock): void {
    this.stock.set(`${service}:${country}`, { ...stock });
  }

  stockOf(service: string, country: string): FakeStock | undefined {
    return this.stock.get(`${service}:${country}`);
  }

  allStock(): Array<{ service: string; country: string } & FakeStock> {
    return [...this.stock.entries()].map(([key, s]) => {
      const [service, country] = key.split(':') as [string, string];
      return { service, country, ...s };
    });
  }

  /** Sells one, or says why not. */
  buy(service: string, country: string, maxPrice?: number): FakeOrder | 'no_numbers' | 'too_dear' | 'no_balance' {
    const stock = this.stock.get(`${service}:${country}`);
    if (!stock || stock.count <= 0) return 'no_numbers';
    if (maxPrice !== undefined && maxPrice < stock.cost) return 'too_dear';
    if (this.balance < stock.cost) return 'no_balance';
    stock.count--;
    this.balance -= stock.cost;
    const order: FakeOrder = {
      id: this.nextId++, number: `${this.prefix}${String(++this.nextNumber).padStart(5, '0')}`, service, country, cost: stock.cost, status: 'waiting',
      code: null, text: null, retryAsked: false, sms: [], createdAt: new Date(),
    };
    this.orders.set(order.id, order);
    return order;
  }

  /**
   * An SMS reaches the number of the order. SMS-Activate shows a later one as the code only when
   * status 3 asked for it (until then it keeps showing the first); 5sim lists every one.
   */
  receive(orderId: number, code: string, text = `Your code ${code}`): void {
    const order = this.must(orderId);
    order.sms.push({ code, text, at: new Date() });
    if (order.code === null || order.retryAsked) Object.assign(order, { code, text, retryAsked: false });
    if (order.status === 'waiting') order.status = 'code';
  }

  /** SMS-Activate's status 3 (another code): only once one came, and while the order is open. */
  askAgain(orderId: number): 'done' | 'refused' {
    const order = this.must(orderId);
    if (!order.code || order.status !== 'code') return 'refused';
    order.retryAsked = true;
    return 'done';
  }

  /** The order of a number it sold. */
  orderOf(number: string): FakeOrder {
    const order = [...this.orders.values()].find((o) => o.number === number);
    if (!order) throw new Error(`no order for ${number}`);
    return order;
  }

  /** Cancels (refunding us), or says why not. */
  cancel(orderId: number, ban = false): 'done' | 'has_code' | 'refused' | 'ended' {
    const order = this.must(orderId);
    if (order.code) return 'has_code';
    if (order.status !== 'waiting') return 'ended';
    if (this.refuseCancel) return 'refused';
    order.status = ban ? 'banned' : 'cancelled';
    this.balance += order.cost;
    return 'done';
  }

  finish(orderId: number): 'done' | 'no_code' {
    const order = this.must(orderId);
    if (!order.code) return 'no_code';
    order.status = 'finished';
    return 'done';
  }

  /** Whether a request may go on: false when down or rate limiting (the server answers so). */
  gate(): 'ok' | 'down' | 'rate_limited' {
    if (this.down) return 'down';
    if (this.rateLimited > 0) {
      this.rateLimited--;
      return 'rate_limited';
    }
    return 'ok';
  }

  private must(orderId: number): FakeOrder {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    return order;
  }
}
