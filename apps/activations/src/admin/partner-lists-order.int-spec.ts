import { randomUUID } from 'node:crypto';
import { ExecutorsSubjects, HubPage, HubPushView, HubSaleView, HubsSubjects, ResellsPage } from '@simrelay/contracts';
import { Executor } from '../executors/executor.entity';
import { Resell } from '../executors/resell.entity';
import { Hub } from '../hubs/hub.entity';
import { HubPush } from '../hubs/hub-push.entity';
import { HubSale } from '../hubs/hub-sale.entity';
import { ActivationsHarness, startActivationsHarness } from '../testing/activations-harness';

const day = (n: number) => new Date(Date.UTC(2026, 0, n));
const later = new Date(Date.UTC(2100, 0, 1));

/** Ids in the order a sorted page lists them: pages neither repeat nor skip, descending is the exact reverse. */
async function expectStablePages(list: (query: object) => Promise<Array<{ id: string }>>, sort: string, count: number): Promise<string[]> {
  const whole = (await list({ sort })).map((row) => row.id);
  const paged: string[] = [];
  for (let page = 1; page <= count; page++) paged.push(...(await list({ sort, page, limit: 1 })).map((row) => row.id));
  expect(paged).toEqual(whole);
  expect((await list({ sort, order: 'desc' })).map((row) => row.id)).toEqual([...whole].reverse());
  return whole;
}

/** Ended rows only, so the resell poller, the sale expiry and the push worker leave them alone. */
describe('activations: the back office\'s resells, hub sales and hub pushes, sorted in SQL', () => {
  let h: ActivationsHarness;
  const executorId = randomUUID();
  const hubId = randomUUID();

  beforeAll(async () => {
    h = await startActivationsHarness();
    await h.dataSource.getRepository(Executor).insert({
      id: executorId, name: 'sorted', kind: 'sms-activate', baseUrl: 'http://127.0.0.1:9/stubs/handler_api.php', apiKeySealed: 'x', enabled: false, maxCostMicros: 1_000_000,
    });
    const resells = [
      { number: '+447700900002', service: 'wa', cost: 200_000, price: 300_000, state: 'finished' },
      { number: '+447700900003', service: 'tg', cost: 100_000, price: 300_000, state: 'cancelled' },
      { number: '+447700900001', service: 'vk', cost: 300_000, price: 450_000, state: 'removed' },
    ] as const;
    for (const [index, r] of resells.entries()) {
      await h.dataSource.getRepository(Resell).insert({
        id: randomUUID(), executorId, upstreamId: `u${index}`, activationId: randomUUID(), number: r.number, service: r.service, country: 'GB', costMicros: r.cost,
        priceMicros: r.price, state: r.state, nextCheckAt: later, createdAt: day(index + 1), endedAt: day(index + 2),
      });
    }
    await h.dataSource.getRepository(Hub).insert({
      id: hubId, name: 'sorted', keyHash: randomUUID(), keySealed: 'x', keyHint: 'abcd', pushUrl: 'https://hub.example.com/push', enabled: false, services: [], countries: [],
      minPayouts: {}, currency: 840, microsPerUnit: 1_000_000, operatorMode: 'both',
    });
    const sales = [
      { order: 902, number: '+447700900002', service: 'wa', sum: 0.3, state: 'sold' },
      { order: 904, number: '+447700900003', service: 'tg', sum: 0.1, state: 'cancelled' },
      { order: 900, number: '+447700900001', service: 'tg', sum: 0.3, state: 'refunded' },
    ] as const;
    for (const [index, s] of sales.entries()) {
      const activationId = randomUUID();
      await h.dataSource.getRepository(HubSale).insert({
        activationId, hubId, orderNumber: s.order, numberId: randomUUID(), number: s.number, service: s.service, sum: s.sum, currency: 840, payoutMicros: 0,
        state: s.state, finishStatus: null, expiresAt: later, finishedAt: day(index + 2), createdAt: day(index + 1),
      });
      await h.dataSource.getRepository(HubPush).insert({
        hubId, activationId, messageKey: `m${index}`, phone: s.number.slice(1), phoneFrom: 'Telegram', text: `code ${index}`, state: 'sent', attempts: [2, 1, 2][index],
        nextAttemptAt: later, sentAt: day(index + 1), createdAt: day(index + 1),
      });
    }
  });
  afterAll(() => h.close());

  const resells = async (query: object) =>
    (await h.request<ResellsPage>(ExecutorsSubjects.resells, { executor: 'sorted', ...query })).items.map((r) => ({ id: r._id, ...r }));
  const sales = async (query: object) =>
    (await h.request<HubPage<HubSaleView>>(HubsSubjects.adminSales, { hubId, ...query })).items.map((s) => ({ id: s.activationId, ...s }));
  const pushes = async (query: object) =>
    (await h.request<HubPage<HubPushView>>(HubsSubjects.adminPushes, { hubId, ...query })).items.map((p) => ({ id: String(p.smsId), ...p }));

  it('lists resells newest first, or by number, cost, price and state', async () => {
    expect((await resells({})).map((r) => r.service)).toEqual(['vk', 'tg', 'wa']);
    expect((await resells({ sort: 'number' })).map((r) => r.number)).toEqual(['+447700900001', '+447700900002', '+447700900003']);
    expect((await resells({ sort: 'cost', order: 'desc' })).map((r) => r.cost)).toEqual([0.3, 0.2, 0.1]);
    expect((await resells({ sort: 'state' })).map((r) => r.state)).toEqual(['cancelled', 'finished', 'removed']);
    expect((await expectStablePages(resells, 'price', 3)).length).toBe(3);
  });

  it('lists a hub\'s sales newest first, or by order number, sum, service and state', async () => {
    expect((await sales({})).map((s) => s.orderNumber)).toEqual([900, 904, 902]);
    expect((await sales({ sort: 'orderNumber' })).map((s) => s.orderNumber)).toEqual([900, 902, 904]);
    expect((await sales({ sort: 'state', order: 'desc' })).map((s) => s.state)).toEqual(['sold', 'refunded', 'cancelled']);
    await expectStablePages(sales, 'sum', 3);
    await expectStablePages(sales, 'service', 3);
  });

  it('lists a hub\'s pushes newest first, or by SMS id and attempts', async () => {
    expect((await pushes({})).map((p) => p.text)).toEqual(['code 2', 'code 1', 'code 0']);
    expect((await pushes({ sort: 'smsId' })).map((p) => p.text)).toEqual(['code 0', 'code 1', 'code 2']);
    await expectStablePages(pushes, 'attempts', 3);
  });

  it('refuses a field a list does not sort by', async () => {
    expect((await h.failure(ExecutorsSubjects.resells, { sort: 'upstream_id' })).fields).toEqual({ sort: 'format' });
    expect((await h.failure(HubsSubjects.adminSales, { sort: 'payout_micros' })).fields).toEqual({ sort: 'format' });
    expect((await h.failure(HubsSubjects.adminPushes, { sort: 'text' })).fields).toEqual({ sort: 'format' });
  });
});
