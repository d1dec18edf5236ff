import { randomUUID } from 'node:crypto';
import { validateMessage, WebhookDeliveriesPage, WebhookDeliveriesQuery } from '@simrelay/contracts';
import { resolveTestInfrastructure, TestDatabase } from '@simrelay/testing';
import { DataSource } from 'typeorm';
import { webhooksTestDatabase } from '../testing/webhooks-database';
import { webhooksDataSource } from '../webhooks.data-source';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookDelivery } from './webhook-delivery.entity';

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

describe('webhooks: a user\'s deliveries in the back office, sorted in SQL', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let deliveries: WebhookDeliveries;
  const userId = randomUUID();

  beforeAll(async () => {
    database = await webhooksTestDatabase(await resolveTestInfrastructure());
    dataSource = await webhooksDataSource(database.url, 2).initialize();
    deliveries = new WebhookDeliveries(dataSource);
    // Made in this order; URL, state and attempts disagree with it; two share a count of attempts.
    const rows = [
      { url: 'https://b.example.com/hook', state: 'delivered', attempts: 1 },
      { url: 'https://c.example.com/hook', state: 'failed', attempts: 5 },
      { url: 'https://a.example.com/hook', state: 'pending', attempts: 1 },
    ] as const;
    for (const [index, row] of rows.entries()) {
      const id = randomUUID();
      await dataSource.getRepository(WebhookDelivery).insert({
        id, messageId: randomUUID(), userId, activationId: randomUUID(), rentalId: null, url: row.url, payload: { id } as never, state: row.state,
        attempts: row.attempts, lastError: null, finishedAt: row.state === 'pending' ? null : day(index + 1), createdAt: day(index + 1),
      });
    }
  });
  afterAll(async () => {
    await dataSource.destroy();
    await database.drop();
  });

  // Through the contract, as the controller receives it.
  const page = async (query: object): Promise<WebhookDeliveriesPage> => deliveries.page(await validateMessage(WebhookDeliveriesQuery, { userId, ...query }));
  const urls = (result: WebhookDeliveriesPage) => result.items.map((d) => new URL(d.url).hostname[0]);

  it('keeps newest first without a sort', async () => {
    expect(urls(await page({}))).toEqual(['a', 'c', 'b']);
  });

  it('sorts by URL, state and creation either way', async () => {
    expect(urls(await page({ sort: 'url' }))).toEqual(['a', 'b', 'c']);
    expect((await page({ sort: 'state', order: 'desc' })).items.map((d) => d.state)).toEqual(['pending', 'failed', 'delivered']);
    expect(urls(await page({ sort: 'createdAt', order: 'asc' }))).toEqual(['b', 'c', 'a']);
  });

  it('breaks equal attempt counts by id: pages neither repeat nor skip, and descending is the exact reverse', async () => {
    const whole = (await page({ sort: 'attempts' })).items.map((d) => d._id);
    expect(urls(await page({ sort: 'attempts' })).at(-1)).toBe('c');
    const paged = [];
    for (let n = 1; n <= 3; n++) paged.push(...(await page({ sort: 'attempts', page: n, limit: 1 })).items.map((d) => d._id));
    expect(paged).toEqual(whole);
    expect((await page({ sort: 'attempts', order: 'desc' })).items.map((d) => d._id)).toEqual([...whole].reverse());
  });
});
