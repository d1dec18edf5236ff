import { smsActivateCountryKey, smsActivateCountryOf } from '@simrelay/contracts';
import type { ServerResponse } from 'node:http';
import { LocalServer, startLocalServer } from '../payment-providers/local-server';
import { FakeUpstreamMarket } from './fake-upstream-market';

export interface FakeSmsActivateProvider extends LocalServer {
  /** What an executor is configured with: the handler's URL. */
  handlerUrl: string;
  market: FakeUpstreamMarket;
}

const text = (res: ServerResponse, body: string, status = 200, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
  res.end(body);
};
const json = (res: ServerResponse, body: unknown) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};
const protocolTime = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

/**
 * An SMS-Activate-compatible provider (`/stubs/handler_api.php`): `api_key` and `action` in
 * the query (or a form body), text tokens and JSON in HTTP 200 answers as the protocol gives
 * them. Speaks getBalance, getPrices, getNumber, getNumberV2, getStatus, setStatus (1, 3, 6, 8).
 */
export async function startFakeSmsActivateProvider(apiKey = 'sa-test-key', prefix = '+44770080'): Promise<FakeSmsActivateProvider> {
  const market = new FakeUpstreamMarket(apiKey, prefix, 500_000);
  const server = await startLocalServer((req, body, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const q = new URLSearchParams(url.search);
    for (const [key, value] of new URLSearchParams(body.toString('utf8'))) q.set(key, value);
    market.requests.push(`${q.get('action') ?? ''} ${q.get('id') ?? ''}`.trim());
    const gate = market.gate();
    if (gate === 'down') return text(res, 'Bad Gateway', 502);
    if (gate === 'rate_limited') return text(res, 'Too Many Requests', 429, { 'retry-after': '1' });
    if (!url.pathname.startsWith('/stubs/handler_api')) return text(res, 'Not Found', 404);
    if (q.get('api_key') !== market.apiKey) return text(res, 'BAD_KEY');
    const service = q.get('service') ?? '';
    const country = smsActivateCountryOf(q.get('country') ?? '0') ?? '';
    const id = Number(q.get('id'));
    const order = market.orders.get(id);
    switch (q.get('action')) {
      case 'getBalance':
        return text(res, `ACCESS_BALANCE:${market.balance.toFixed(2)}`);
      case 'getPrices': {
        const answer: Record<string, Record<string, { cost: number; count: number; physicalCount: number }>> = {};
        for (const s of market.allStock()) {
          if ((q.get('service') && s.service !== service) || (q.get('country') && s.country !== country) || s.count <= 0) continue;
          (answer[smsActivateCountryKey(s.country)] ??= {})[s.service] = { cost: s.cost, count: s.count, physicalCount: s.count };
        }
        return json(res, answer);
      }
      case 'getNumber':
      case 'getNumberV2': {
        const maxPrice = q.get('maxPrice') === null ? undefined : Number(q.get('maxPrice'));
        const bought = market.buy(service, country, maxPrice);
        if (bought === 'no_numbers') return text(res, 'NO_NUMBERS');
        if (bought === 'too_dear') return text(res, `WRONG_MAX_PRICE:${market.stockOf(service, country)?.cost ?? 0}`);
        if (bought === 'no_balance') return text(res, 'NO_BALANCE');
        const phone = bought.number.replace(/^\+/, '');
        if (q.get('action') === 'getNumber') return text(res, `ACCESS_NUMBER:${bought.id}:${phone}`);
        return json(res, {
          activationId: bought.id, phoneNumber: phone, activationCost: bought.cost, currency: 840, countryCode: smsActivateCountryKey(country),
          canGetAnotherSms: '1', activationTime: protocolTime(bought.createdAt), activationOperator: 'any',
        });
      }
      case 'getStatus':
        if (!order) return text(res, 'NO_ACTIVATION');
        if (order.code) return text(res, `${order.retryAsked ? 'STATUS_WAIT_RETRY' : 'STATUS_OK'}:${order.code}`);
        return text(res, order.status === 'waiting' ? 'STATUS_WAIT_CODE' : 'STATUS_CANCEL');
      case 'setStatus': {
        if (!Number.isInteger(id) || id <= 0) return text(res, 'WRONG_ACTIVATION_ID');
        if (!order) return text(res, 'NO_ACTIVATION');
        const status = q.get('status');
        if (status === '8') {
          const outcome = market.cancel(order.id);
          return text(res, outcome === 'done' ? 'ACCESS_CANCEL' : outcome === 'refused' ? 'EARLY_CANCEL_DENIED' : 'BAD_STATUS');
        }
        if (status === '6') return text(res, market.finish(order.id) === 'done' ? 'ACCESS_ACTIVATION' : 'BAD_STATUS');
        if (status === '3') return text(res, market.askAgain(order.id) === 'done' ? 'ACCESS_RETRY_GET' : 'BAD_STATUS');
        if (status === '1') return text(res, 'ACCESS_READY');
        return text(res, 'BAD_STATUS');
      }
      default:
        return text(res, 'BAD_ACTION');
    }
  });
  return { ...server, handlerUrl: `${server.url}/stubs/handler_api.php`, market };
}
