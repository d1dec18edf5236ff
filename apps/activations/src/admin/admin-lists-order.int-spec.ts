import { randomUUID } from 'node:crypto';
import { ActivationsSubjects, AdminActivationsPage, AdminMessagesPage, ErrorCode } from '@simrelay/contracts';
import { waitFor } from '@simrelay/testing';
import { Activation } from '../activations/activation.entity';
import { SimNumber } from '../inventory/sim-number.entity';
import { Message } from '../router/message.entity';
import { ActivationsHarness, sims, startActivationsHarness } from '../testing/activations-harness';

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

describe('activations: the back office\'s messages and activations lists, sorted in SQL', () => {
  let h: ActivationsHarness;
  const userId = randomUUID();
  let numberOf: Record<string, SimNumber>;

  beforeAll(async () => {
    h = await startActivationsHarness();
    // Two agents with a SIM each: `executor` sorts by the agent holding the number's modem.
    const [first, second] = sims(2);
    await h.heartbeat('agent-b', [first]);
    await h.heartbeat('agent-a', [second]);
    const numbers = await waitFor(async () => {
      const rows = await h.dataSource.getRepository(SimNumber).find();
      return rows.length === 2 ? rows : undefined;
    }, 'both SIMs registered');
    numberOf = { b: numbers.find((n) => n.iccid === first.iccid) as SimNumber, a: numbers.find((n) => n.iccid === second.iccid) as SimNumber };

    // Created in this order; service, price, status and agent disagree with it; two share a price.
    const rows = [
      { service: 'wa', price: 300_000, status: 'finished', sim: 'b' },
      { service: 'tg', price: 100_000, status: 'cancelled', sim: 'a' },
      { service: 'vk', price: 300_000, status: 'timeout', sim: 'b' },
    ] as const;
    for (const [index, row] of rows.entries()) {
      const sim = numberOf[row.sim];
      await h.dataSource.getRepository(Activation).insert({
        id: randomUUID(), userId, numberId: sim.id, number: sim.number as string, service: row.service, country: 'GB', carrier: 'o2',
        priceMicros: row.price, holdId: randomUUID(), status: row.status, banLimit: 5, expiresAt: day(index + 2), endedAt: day(index + 2),
        createdAt: day(index + 1),
      });
    }
    const messages = [
      { sender: 'WhatsApp', code: '222', sim: 'a' },
      { sender: 'Telegram', code: '333', sim: 'b' },
      { sender: 'VK', code: '111', sim: 'a' },
    ] as const;
    for (const [index, row] of messages.entries()) {
      const sim = numberOf[row.sim];
      await h.dataSource.getRepository(Message).insert({
        id: randomUUID(), key: randomUUID(), kind: 'sms', agentId: row.sim === 'a' ? 'agent-a' : 'agent-b', iccid: sim.iccid, numberId: sim.id,
        sender: row.sender, text: `code ${row.code}`, code: row.code, activationId: null, leaseId: null, receivedAt: day(index + 1),
      });
    }
  });
  afterAll(() => h.close());

  const activations = (query: object) => h.request<AdminActivationsPage>(ActivationsSubjects.adminActivations, { userId, ...query });
  const messages = (query: object) => h.request<AdminMessagesPage>(ActivationsSubjects.adminMessages, query);

  it('lists activations newest first without a sort, and by each field either way', async () => {
    expect((await activations({})).items.map((a) => a.service)).toEqual(['vk', 'tg', 'wa']);
    expect((await activations({ sort: 'service' })).items.map((a) => a.service)).toEqual(['tg', 'vk', 'wa']);
    expect((await activations({ sort: 'status', order: 'desc' })).items.map((a) => a.status)).toEqual(['timeout', 'finished', 'cancelled']);
    expect((await activations({ sort: 'createdAt', order: 'asc' })).items.map((a) => a.service)).toEqual(['wa', 'tg', 'vk']);
    expect((await activations({ sort: 'executor' })).items.map((a) => a.executor)).toEqual(['agent-a', 'agent-b', 'agent-b']);
    expect((await activations({ sort: 'number', order: 'desc' })).items.map((a) => a.number)).toEqual([numberOf.b.number, numberOf.b.number, numberOf.a.number].sort().reverse());
  });

  it('breaks equal prices by id: pages neither repeat nor skip, and descending is the exact reverse', async () => {
    const whole = (await activations({ sort: 'price' })).items;
    expect(whole.map((a) => a.price)).toEqual([0.1, 0.3, 0.3]);
    const paged = [];
    for (let page = 1; page <= 3; page++) paged.push(...(await activations({ sort: 'price', page, limit: 1 })).items.map((a) => a._id));
    expect(paged).toEqual(whole.map((a) => a._id));
    expect((await activations({ sort: 'price', order: 'desc' })).items.map((a) => a._id)).toEqual(whole.map((a) => a._id).reverse());
  });

  it('lists messages newest first without a sort, and by sender, code and SIM', async () => {
    expect((await messages({})).items.map((m) => m.code)).toEqual(['111', '333', '222']);
    expect((await messages({ sort: 'sender' })).items.map((m) => m.sender)).toEqual(['Telegram', 'VK', 'WhatsApp']);
    expect((await messages({ sort: 'code', order: 'desc' })).items.map((m) => m.code)).toEqual(['333', '222', '111']);
    expect((await messages({ sort: 'receivedAt', order: 'asc', numberId: numberOf.a.id })).items.map((m) => m.code)).toEqual(['222', '111']);
    expect((await messages({ sort: 'iccid' })).items.map((m) => m.iccid)).toEqual([numberOf.b.iccid, numberOf.a.iccid, numberOf.a.iccid]);
  });

  it('refuses a field either list does not sort by', async () => {
    expect((await h.failure(ActivationsSubjects.adminActivations, { sort: 'hold_id' })).fields).toEqual({ sort: 'format' });
    expect((await h.failure(ActivationsSubjects.adminMessages, { sort: 'text' })).code).toBe(ErrorCode.Invalid);
  });
});
