import { fiveSimCountryFromName, fiveSimCountryName, fiveSimProductName, fiveSimServiceFromName } from '@simrelay/contracts';
import type { ServerResponse } from 'node:http';
import { LocalServer, sendJson, startLocalServer } from '../payment-providers/local-server';
import { FakeOrder, FakeUpstreamMarket } from './fake-upstream-market';

export interface FakeFiveSimProvider extends LocalServer {
  /** What an executor is configured with: the API's base (`.../v1`). */
  apiUrl: string;
  market: FakeUpstreamMarket;
}

const refuse = (res: ServerResponse, words: string, status = 400, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
  res.end(words);
};

const STATUS: Record<FakeOrder['status'], string> = { waiting: 'RECEIVED', code: 'RECEIVED', cancelled: 'CANCELED', finished: 'FINISHED', banned: 'BANNED' };

const orderAnswer = (o: FakeOrder) => ({
  id: o.id, phone: o.number, operator: 'virtual1', product: fiveSimProductName(o.service), price: o.cost, status: STATUS[o.status],
  expires: new Date(o.createdAt.getTime() + 15 * 60_000).toISOString(),
  sms: o.sms.map((s) => ({ created_at: s.at.toISOString(), date: s.at.toISOString(), sender: 'Service', text: s.text, code: s.code })),
  created_at: o.createdAt.toISOString(), forwarding: false, forwarding_number: '', country: fiveSimCountryName(o.country),
});

/**
 * A 5sim-compatible provider (REST v1 under `/v1`): Bearer token, JSON answers, refusals as
 * plain text with HTTP 400 (401 with an empty body for a bad token, 429 when too fast).
 */
export async function startFakeFiveSimProvider(apiKey = 'fivesim-test-token', prefix = '+44770070'): Promise<FakeFiveSimProvider> {
  const market = new FakeUpstreamMarket(apiKey, prefix, 700_000);
  const server = await startLocalServer((req, _body, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const parts = url.pathname.split('/').filter(Boolean);
    market.requests.push(url.pathname);
    const gate = market.gate();
    if (gate === 'down') return refuse(res, 'server offline', 503);
    if (gate === 'rate_limited') return refuse(res, 'Too Many Requests', 429, { 'retry-after': '1' });
    if (parts[0] !== 'v1') return refuse(res, 'not found', 404);
    if (parts[1] === 'guest' && parts[2] === 'prices') {
      const country = fiveSimCountryFromName(url.searchParams.get('country') ?? '');
      const service = fiveSimServiceFromName(url.searchParams.get('product') ?? '');
      const answer: Record<string, Record<string, Record<string, { cost: number; count: number; rate: number }>>> = {};
      for (const s of market.allStock()) {
        if ((country && s.country !== country) || (service && s.service !== service)) continue;
        (answer[fiveSimCountryName(s.country)] ??= {})[fiveSimProductName(s.service)] = { virtual1: { cost: s.cost, count: s.count, rate: 90 } };
      }
      return sendJson(res, 200, answer);
    }
    if (req.headers.authorization !== `Bearer ${market.apiKey}`) {
      res.writeHead(401);
      res.end();
      return;
    }
    if (parts[1] !== 'user') return refuse(res, 'not found', 404);
    if (parts[2] === 'profile') {
      return sendJson(res, 200, { id: 1, email: 'reseller@example.com', balance: market.balance, rating: 96, frozen_balance: 0, default_forwarding_number: '', vendor: '' });
    }
    if (parts[2] === 'buy' && parts[3] === 'activation') {
      const country = fiveSimCountryFromName(parts[4] ?? '');
      const service = fiveSimServiceFromName(parts[6] ?? '');
      if (!country) return refuse(res, 'bad country');
      if (!service) return refuse(res, 'no product');
      const maxPrice = url.searchParams.get('maxPrice');
      const bought = market.buy(service, country, maxPrice === null ? undefined : Number(maxPrice));
      if (bought === 'no_balance') return refuse(res, 'not enough user balance');
      if (typeof bought === 'string') return refuse(res, 'no free phones');
      return sendJson(res, 200, orderAnswer(bought));
    }
    const order = market.orders.get(Number(parts[3]));
    if (!order) return refuse(res, 'order not found');
    switch (parts[2]) {
      case 'check':
        return sendJson(res, 200, orderAnswer(order));
      case 'cancel':
      case 'ban': {
        const outcome = market.cancel(order.id, parts[2] === 'ban');
        if (outcome === 'has_code') return refuse(res, 'order has sms');
        if (outcome === 'ended') return refuse(res, 'order expired');
        if (outcome === 'refused') return refuse(res, 'try again later');
        return sendJson(res, 200, orderAnswer(order));
      }
      case 'finish':
        if (market.finish(order.id) === 'no_code') return refuse(res, 'order has no sms');
        return sendJson(res, 200, orderAnswer(order));
      default:
        return refuse(res, 'not found', 404);
    }
  });
  return { ...server, apiUrl: `${server.url}/v1`, market };
}
