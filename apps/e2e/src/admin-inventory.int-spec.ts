import {
  ActivationView, AdminActivationsPage, AdminActivationView, AdminDeletedNumbersView, AdminMessagesPage, AdminModemView, AdminNumberView,
  AdminServiceBansView,
} from '@simrelay/contracts';
import { waitFor } from '@simrelay/testing';
import { Account, adminToken, registerVerified } from './support/accounts';
import { AgentReports, gbSims, TestSim } from './support/agent-reports';
import { Reply } from './support/http-client';
import { startSystem, System } from './support/system';

/**
 * The back office's hold on the SIM inventory and on one-time activations, through the
 * gateway: modems, numbers, services' bans, messages and activations, and what each does to
 * selling. Each scenario sells in a country of its own: its SIM's modem is registered ahead
 * of the first heartbeat with that country as the override, so no other SIM can answer.
 */

const UNKNOWN = '6f1c1c1e-1111-4111-8111-111111111111';

describe('back office: inventory and activations', () => {
  let system: System;
  let agent: AgentReports;
  let admin: string;
  let user: Account;
  let offset = 100;

  beforeAll(async () => {
    system = await startSystem({ varyClientAddress: true });
    admin = await adminToken(system);
    agent = await AgentReports.connect(system.natsUrl, system.namespace);
    user = await registerVerified(system);
    // SIMs of the home network that no scenario sells from.
    await agent.status(gbSims(3));
  }, 120_000);
  afterAll(async () => {
    await agent?.close();
    await system?.stop();
  });

  type Body = Record<string, unknown>;
  const get = <T = Body>(path: string, token = admin) => system.http.get<T>(path, token);
  const post = <T = Body>(path: string, body: unknown, token = admin) => system.http.post<T>(path, body, token);
  const patch = <T = Body>(path: string, body: unknown, token = admin) => system.http.patch<T>(path, body, token);
  const remove = <T = Body>(path: string, token = admin) => system.http.request<T>('DELETE', path, { token });

  const fund = async (account: Account, amount: number) => {
    expect((await post('/admin/users/balance', { userId: account._id, amount, reason: 'test funds' })).status).toBe(200);
  };
  const funded = async (amount = 20) => {
    const account = await registerVerified(system);
    await fund(account, amount);
    return account;
  };
  const balance = async (account: Account) => (await get<{ balance: number }>('/users/balance', account.token)).body.balance;
  const buy = (account: Account, service: string, country: string) => post<ActivationView>('/numbers/one', { service, country }, account.token);
  const act = (account: Account, name: string, view: ActivationView) =>
    get<ActivationView>(`/numbers/${name}/${view.numberId}?activationId=${view.activationId}`, account.token);
  const numbersOf = async (modem: AdminModemView) => (await get<AdminNumberView[]>(`/admin/numbers?modem=${modem._id}`)).body;
  const fieldsOf = (reply: Reply<unknown>) => Object.keys(((reply.body as Body)['fields'] ?? {}) as object).sort();

  /** A SIM on a port registered first with `country`, then reported ready by `reports`. */
  const simIn = async (country: string, reports = agent): Promise<{ sim: TestSim; modem: AdminModemView; number: AdminNumberView }> => {
    const [sim] = gbSims(1, offset++) as [TestSim];
    const added = await post<AdminModemView>('/admin/modems/add', { agentId: reports.agentId, port: sim.port, country });
    expect(added.status).toBe(201);
    await reports.status([sim]);
    const number = await waitFor(async () => {
      const [found] = (await get<AdminNumberView[]>(`/admin/numbers?filter=${sim.iccid}`)).body;
      return found?.online ? found : undefined;
    }, `SIM ${sim.iccid} in the inventory`);
    return { sim, modem: added.body, number };
  };

  it.each([
    ['GET', '/admin/modems'],
    ['POST', '/admin/modems/add'],
    ['PATCH', `/admin/modems/ban/${UNKNOWN}`],
    ['GET', '/admin/numbers?filter=&modem='],
    ['POST', '/admin/numbers/replace'],
    ['POST', '/admin/numbers'],
    ['POST', `/admin/numbers/bancancel/${UNKNOWN}`],
    ['POST', '/admin/numbers/rent'],
    ['POST', '/admin/services/delete'],
    ['POST', '/admin/services/success/add'],
    ['GET', '/admin/messages/'],
    ['GET', `/admin/messages/activation/${UNKNOWN}`],
    ['GET', `/admin/messages/number/${UNKNOWN}`],
    ['GET', `/admin/activations?userId=${UNKNOWN}`],
    ['DELETE', `/admin/activations/${UNKNOWN}`],
  ])('%s %s answers 401 without an admin token', async (method, path) => {
    const body = method === 'GET' || method === 'DELETE' ? undefined : { ids: [UNKNOWN], service: 'tg', ban: true, agentId: 'a', port: 'p' };
    expect((await system.http.request(method, path, { body })).status).toBe(401);
    expect((await system.http.request(method, path, { body, token: user.token })).status).toBe(401);
  });

  it('registers a modem ahead of its first heartbeat and sells its SIM in the country set for it', async () => {
    const [sim] = gbSims(1, offset++) as [TestSim];
    const added = await post<AdminModemView>('/admin/modems/add', { agentId: agent.agentId, port: sim.port, country: 'FR' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      agentId: agent.agentId, port: sim.port, state: 'unseen', online: false, ban: false, countryOverride: 'FR', carrierOverride: null, iccid: null,
    });

    await agent.status([sim]);
    const seen = await waitFor(async () => (await get<AdminModemView[]>('/admin/modems')).body.find((m) => m._id === added.body._id && m.online), 'the heartbeat');
    expect(seen).toMatchObject({ state: 'ready', iccid: sim.iccid, operatorName: sim.operatorName, signalDbm: -73, countryOverride: 'FR' });
    const [number] = await waitFor(async () => {
      const found = await numbersOf(added.body);
      return found.length ? found : undefined;
    }, 'the SIM');
    expect(number).toEqual({
      _id: expect.any(String), iccid: sim.iccid, imsi: sim.imsi, number: sim.number, country: 'FR', carrier: null, modemId: added.body._id,
      agentId: agent.agentId, port: sim.port, modemBan: false, online: true, rent: false, replace: false, bannedServices: [], usedServices: 0,
      openActivationId: null, lastSeenAt: expect.any(String),
    });
    // The back office sends unset filters as empty parameters.
    expect((await get<AdminNumberView[]>('/admin/numbers?filter=&modem=')).body.map((n) => n.iccid)).toContain(sim.iccid);
    expect((await get<AdminNumberView[]>(`/admin/numbers?filter=${sim.number.slice(-6)}`)).body.map((n) => n.iccid)).toEqual([sim.iccid]);
    expect((await get<AdminNumberView[]>('/admin/numbers?filter=no-such-sim')).body).toEqual([]);

    // Registering the port again sets what is given and keeps the rest.
    const carrier = await post<AdminModemView>('/admin/modems/add', { agentId: agent.agentId, port: sim.port, carrier: 'orange' });
    expect(carrier.body).toMatchObject({ _id: added.body._id, countryOverride: 'FR', carrierOverride: 'orange', state: 'ready' });
    await agent.status([sim]);
    await waitFor(async () => ((await numbersOf(added.body))[0]?.carrier === 'orange' ? true : undefined), 'the carrier override');

    const buyer = await funded();
    const bought = await post<ActivationView>('/numbers/one', { service: 'tg', country: 'FR', carrier: 'orange' }, buyer.token);
    expect(bought.status).toBe(201);
    expect(bought.body).toMatchObject({ numberId: number._id, number: sim.number, country: 'FR', carrier: 'orange' });
    expect((await act(buyer, 'cancel', bought.body)).status).toBe(200);
  });

  it.each([
    [{ agentId: 'bad agent!', port: '/dev/ttyUSB0' }, ['agentId']],
    [{ agentId: 'rack-1', port: '' }, ['port']],
    [{ agentId: 'rack-1', port: '/dev/ttyUSB0', country: 'fr', carrier: 'O2 UK' }, ['carrier', 'country']],
    [{ port: '/dev/ttyUSB0', extra: true }, ['agentId', 'extra']],
  ])('POST /admin/modems/add refuses %j with 400 naming %j', async (body, fields) => {
    const reply = await post('/admin/modems/add', body);
    expect(reply.status).toBe(400);
    expect(fieldsOf(reply)).toEqual(fields);
  });

  it('does not sell the SIMs of a banned modem until the ban is lifted', async () => {
    const { modem, number } = await simIn('PL');
    const buyer = await funded();
    const banned = await patch<AdminModemView>(`/admin/modems/ban/${modem._id}`, { ban: true });
    expect([banned.status, banned.body.ban]).toEqual([200, true]);
    expect((await get<AdminModemView[]>('/admin/modems')).body.find((m) => m._id === modem._id)?.ban).toBe(true);
    expect((await numbersOf(modem))[0]?.modemBan).toBe(true);
    expect((await buy(buyer, 'tg', 'PL')).status).toBe(409);
    expect(await balance(buyer)).toBe(20);

    expect((await patch<AdminModemView>(`/admin/modems/ban/${modem._id}`, { ban: false })).body.ban).toBe(false);
    const bought = await buy(buyer, 'tg', 'PL');
    expect([bought.status, bought.body.numberId]).toEqual([201, number._id]);
    expect((await act(buyer, 'cancel', bought.body)).status).toBe(200);

    expect((await patch(`/admin/modems/ban/${UNKNOWN}`, { ban: true })).status).toBe(404);
    const badId = await patch('/admin/modems/ban/modem-1', { ban: true });
    expect([badId.status, fieldsOf(badId)]).toEqual([400, ['id']]);
    const badBody = await patch(`/admin/modems/ban/${modem._id}`, { ban: 'yes' });
    expect([badBody.status, fieldsOf(badBody)]).toEqual([400, ['ban']]);
  });

  it('does not sell numbers marked for replacement or rental, or deleted; never deletes one in use', async () => {
    const { modem, number } = await simIn('ES');
    const buyer = await funded();

    const replaced = await post<AdminNumberView[]>('/admin/numbers/replace', { ids: [number._id] });
    expect([replaced.status, replaced.body.map((n) => [n._id, n.replace])]).toEqual([200, [[number._id, true]]]);
    expect((await buy(buyer, 'tg', 'ES')).status).toBe(409);
    expect((await post<AdminNumberView[]>('/admin/numbers/replace', { ids: [number._id], replace: false })).body[0]?.replace).toBe(false);
    const first = await buy(buyer, 'tg', 'ES');
    expect([first.status, first.body.numberId]).toEqual([201, number._id]);
    expect((await act(buyer, 'cancel', first.body)).status).toBe(200);

    const rented = await post<AdminNumberView[]>('/admin/numbers/rent', { ids: [number._id] });
    expect([rented.status, rented.body[0]?.rent]).toEqual([200, true]);
    expect((await buy(buyer, 'wa', 'ES')).status).toBe(409);
    expect((await post<AdminNumberView[]>('/admin/numbers/rent', { ids: [number._id], rent: false })).body[0]?.rent).toBe(false);
    const open = await buy(buyer, 'wa', 'ES');
    expect(open.status).toBe(201);

    // In use: kept, and said so.
    const refused = await post<AdminDeletedNumbersView>('/admin/numbers', { ids: [number._id] });
    expect([refused.status, refused.body]).toEqual([200, { deleted: [], skipped: [{ _id: number._id, activationId: open.body.activationId }] }]);
    expect((await numbersOf(modem))[0]).toMatchObject({ _id: number._id, openActivationId: open.body.activationId, usedServices: 2 });
    expect((await act(buyer, 'cancel', open.body)).status).toBe(200);

    const deleted = await post<AdminDeletedNumbersView>('/admin/numbers', { ids: [number._id, number._id] });
    expect([deleted.status, deleted.body]).toEqual([200, { deleted: [number._id], skipped: [] }]);
    expect(await numbersOf(modem)).toEqual([]);
    expect((await buy(buyer, 'ig', 'ES')).status).toBe(409);
    // Deleting again answers the same; marking a deleted number finds nothing.
    expect((await post<AdminDeletedNumbersView>('/admin/numbers', { ids: [number._id] })).body).toEqual({ deleted: [number._id], skipped: [] });
    expect((await post('/admin/numbers/rent', { ids: [number._id] })).status).toBe(404);
    expect(await balance(buyer)).toBe(20);
  });

  it.each([
    ['/admin/numbers/replace'],
    ['/admin/numbers/rent'],
    ['/admin/numbers'],
  ])('POST %s refuses bad ids with 400 and unknown ones with 404', async (path) => {
    for (const body of [{}, { ids: [] }, { ids: ['number-1'] }, { ids: UNKNOWN }]) {
      const reply = await post(path, body);
      expect([reply.status, fieldsOf(reply)]).toEqual([400, ['ids']]);
    }
    const unknown = await post(path, { ids: [UNKNOWN] });
    expect([unknown.status, unknown.body['code']]).toEqual([404, 'COMMON.NOT_FOUND']);
  });

  it("sells a number to a service again once the service's ban on it is lifted", async () => {
    const { modem, number } = await simIn('IT');
    const first = await funded();
    const blockOnce = async (buyer: Account) => {
      const bought = await buy(buyer, 'tg', 'IT');
      expect([bought.status, bought.body.numberId]).toEqual([201, number._id]);
      expect((await act(buyer, 'blocked', bought.body)).body.status).toBe('blocked');
      expect((await numbersOf(modem))[0]?.bannedServices).toEqual(['tg']);
      expect((await buy(buyer, 'tg', 'IT')).status).toBe(409);
    };

    await blockOnce(first);
    const lifted = await post<AdminNumberView>(`/admin/numbers/bancancel/${number._id}`, { service: 'tg' });
    expect([lifted.status, lifted.body._id, lifted.body.bannedServices, lifted.body.usedServices]).toEqual([200, number._id, [], 0]);

    await blockOnce(first);
    const removed = await post<AdminServiceBansView>('/admin/services/delete', { service: 'tg' });
    expect([removed.status, removed.body]).toEqual([200, { service: 'tg', lifted: 1 }]);

    const second = await funded();
    await blockOnce(second);
    const success = await post<AdminServiceBansView>('/admin/services/success/add', { service: 'tg' });
    expect([success.status, success.body]).toEqual([200, { service: 'tg', lifted: 1 }]);
    const again = await buy(second, 'tg', 'IT');
    expect([again.status, again.body.numberId]).toEqual([201, number._id]);
    expect((await act(second, 'cancel', again.body)).status).toBe(200);
    // Nothing blocked is left: lifting again changes nothing, and a use that was not a block stays.
    expect((await post<AdminServiceBansView>('/admin/services/delete', { service: 'tg' })).body).toEqual({ service: 'tg', lifted: 0 });
    expect((await post<AdminNumberView>(`/admin/numbers/bancancel/${number._id}`, { service: 'tg' })).body.usedServices).toBe(1);
    expect((await buy(second, 'tg', 'IT')).status).toBe(409);
    expect([await balance(first), await balance(second)]).toEqual([20, 20]);

    expect((await post(`/admin/numbers/bancancel/${UNKNOWN}`, { service: 'tg' })).status).toBe(404);
    const badId = await post('/admin/numbers/bancancel/42', { service: 'tg' });
    expect([badId.status, fieldsOf(badId)]).toEqual([400, ['id']]);
    for (const path of [`/admin/numbers/bancancel/${number._id}`, '/admin/services/delete', '/admin/services/success/add']) {
      for (const body of [{}, { service: 'Tele gram' }, { service: 'tg', extra: 1 }]) {
        const reply = await post(path, body);
        expect([reply.status, reply.body['code']]).toEqual([400, 'COMMON.INVALID']);
        expect(fieldsOf(reply)).toEqual(['extra' in body ? 'extra' : 'service']);
      }
    }
  });

  it('shows operators every message, newest first: unrouted, by activation and by number', async () => {
    const { sim, number } = await simIn('PT');
    await agent.sms(sim, 'MyBank', 'Your card was charged 10 EUR');
    const unrouted = await waitFor(async () => {
      const page = (await get<AdminMessagesPage>('/admin/messages?unrouted=true')).body;
      return page.items.find((m) => m.iccid === sim.iccid && m.numberId);
    }, 'the unrouted message');
    expect(unrouted).toMatchObject({ kind: 'sms', sender: 'MyBank', sms: 'Your card was charged 10 EUR', numberId: number._id, activationId: null, unrouted: true, agentId: agent.agentId });

    const buyer = await funded();
    const bought = (await buy(buyer, 'tg', 'PT')).body;
    await agent.sms(sim, 'Telegram', 'Your Telegram code 12345');
    const byActivation = await waitFor(async () => {
      const page = (await get<AdminMessagesPage>(`/admin/messages/activation/${bought.activationId}`)).body;
      return page.total ? page : undefined;
    }, 'the routed code');
    expect(byActivation).toMatchObject({ total: 1, page: 1, limit: 50, items: [{ code: '12345', activationId: bought.activationId, unrouted: false }] });

    const byNumber = (await get<AdminMessagesPage>(`/admin/messages/number/${number._id}`)).body;
    expect(byNumber.items.map((m) => m.sender)).toEqual(['Telegram', 'MyBank']);
    const all = (await get<AdminMessagesPage>('/admin/messages/?limit=1')).body;
    expect([all.items.length, all.total, all.limit]).toEqual([1, 2, 1]);
    expect(all.items[0]?.sender).toBe('Telegram');
    expect((await get<AdminMessagesPage>('/admin/messages?limit=1&page=2')).body.items[0]?.sender).toBe('MyBank');
    expect((await get<AdminMessagesPage>('/admin/messages?unrouted=false')).body.items.map((m) => m.sender)).toEqual(['Telegram']);
    expect((await act(buyer, 'deactivate', bought)).body.status).toBe('finished');

    expect((await get(`/admin/messages/activation/${UNKNOWN}`)).status).toBe(404);
    expect((await get(`/admin/messages/number/${UNKNOWN}`)).status).toBe(404);
    for (const [path, field] of [
      ['/admin/messages/activation/a1', 'id'], ['/admin/messages/number/n1', 'id'], ['/admin/messages?limit=0', 'limit'],
      ['/admin/messages?limit=500', 'limit'], ['/admin/messages?page=x', 'page'], ['/admin/messages?unrouted=maybe', 'unrouted'],
    ] as const) {
      const reply = await get(path);
      expect([path, reply.status, fieldsOf(reply)]).toEqual([path, 400, [field]]);
    }
  });

  it('lists activations by number, user and executor; removing an open one voids its hold', async () => {
    const rack = await AgentReports.connect(system.natsUrl, system.namespace);
    try {
      const { sim, number } = await simIn('CZ', rack);
      const buyer = await funded(10);
      const open = (await buy(buyer, 'tg', 'CZ')).body;
      const held = await balance(buyer);
      expect(held).toBeLessThan(10);

      const list = (query: string) => get<AdminActivationsPage>(`/admin/activations?${query}`);
      const byUser = await list(`userId=${buyer._id}`);
      expect(byUser.status).toBe(200);
      expect(byUser.body).toMatchObject({ total: 1, page: 1, limit: 50 });
      expect(byUser.body.items[0]).toMatchObject({
        _id: open.activationId, activationId: open.activationId, userId: buyer._id, numberId: number._id, number: sim.number, service: 'tg', status: 'active',
        executor: rack.agentId,
      });
      // A '+' left unencoded in the query arrives as a space; both spellings find the number.
      for (const spelled of [sim.number, encodeURIComponent(sim.number), sim.number.slice(1)]) {
        expect((await list(`number=${spelled}`)).body.items.map((a) => a._id)).toEqual([open.activationId]);
      }
      expect((await list(`executor=${rack.agentId}`)).body.items.map((a) => a._id)).toEqual([open.activationId]);
      expect((await list(`numberId=${number._id}`)).body.total).toBe(1);
      expect((await list(`executor=${rack.agentId}&userId=${user._id}`)).body).toMatchObject({ total: 0, items: [] });
      expect((await list('limit=1')).body.items).toHaveLength(1);

      const removed = await remove<AdminActivationView>(`/admin/activations/${open.activationId}`);
      expect([removed.status, removed.body.status, removed.body.endedAt !== null]).toEqual([200, 'removed', true]);
      expect(await balance(buyer)).toBe(10);
      expect((await get<ActivationView[]>('/numbers/current', buyer.token)).body).toEqual([]);
      expect((await remove<AdminActivationView>(`/admin/activations/${open.activationId}`)).body.status).toBe('removed');

      // An ended activation is marked removed; one that got its code stays charged.
      const cancelled = (await buy(buyer, 'wa', 'CZ')).body;
      expect((await act(buyer, 'cancel', cancelled)).status).toBe(200);
      expect((await remove<AdminActivationView>(`/admin/activations/${cancelled.activationId}`)).body).toMatchObject({ status: 'removed', messages: [] });
      const coded = (await buy(buyer, 'ig', 'CZ')).body;
      await rack.sms(sim, 'Instagram', 'Your Instagram code 654321');
      await waitFor(async () => ((await list(`userId=${buyer._id}`)).body.items.find((a) => a._id === coded.activationId)?.status === 'received' ? true : undefined), 'the code');
      const charged = await balance(buyer);
      expect(charged).toBeLessThan(10);
      const removedCoded = await remove<AdminActivationView>(`/admin/activations/${coded.activationId}`);
      expect(removedCoded.body).toMatchObject({ status: 'removed', messages: [{ code: '654321' }] });
      expect(await balance(buyer)).toBe(charged);
      expect((await list(`userId=${buyer._id}`)).body.items.map((a) => a.status)).toEqual(['removed', 'removed', 'removed']);

      expect((await remove(`/admin/activations/${UNKNOWN}`)).status).toBe(404);
      const badId = await remove('/admin/activations/act-1');
      expect([badId.status, fieldsOf(badId)]).toEqual([400, ['id']]);
      for (const [query, field] of [['userId=u1', 'userId'], ['number=abc', 'number'], ['executor=a%20b', 'executor'], ['numberId=1', 'numberId'], ['page=0', 'page']]) {
        const reply = await list(query as string);
        expect([query, reply.status, fieldsOf(reply)]).toEqual([query, 400, [field]]);
      }
    } finally {
      await rack.close();
    }
  });
});
