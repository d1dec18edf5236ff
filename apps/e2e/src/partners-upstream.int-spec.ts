import { ActivationView, AuditPage, ExecutorFiguresView, ExecutorTestView, ExecutorView } from '@simrelay/contracts';
import { auditLedger, waitFor } from '@simrelay/testing';
import { Account, registerVerified } from './support/accounts';
import { gbSims } from './support/agent-reports';
import type { System } from './support/system';
import { startSystemWithUpstreams, SystemWithUpstreams } from './support/upstream';
import { connectUserSocket } from './support/user-socket';

/**
 * Upstream executors end to end: our rack first, then numbers bought from an SMS-Activate-
 * compatible and a 5sim-compatible provider (local stand-ins speaking each protocol), codes
 * polled and charged once, cancellations refunded only once the provider confirms them.
 */
describe('upstream executors', () => {
  let sut: SystemWithUpstreams;
  let system: System;
  const sims = gbSims(1);

  beforeAll(async () => {
    sut = await startSystemWithUpstreams(sims, { varyClientAddress: true });
    system = sut.system;
  }, 180_000);
  afterAll(() => sut?.stop());

  const funded = async (amount = 10) => {
    const user = await registerVerified(system);
    expect((await sut.fund(user._id, amount)).status).toBe(200);
    return user;
  };
  const buy = (user: Account, body: object) => system.http.post<ActivationView>('/numbers/one', body, user.token);
  const act = (user: Account, name: string, view: ActivationView) =>
    system.http.get<ActivationView>(`/numbers/${name}/${view.numberId}?activationId=${view.activationId}`, user.token);
  const ownPrice = async (service: string) => (await system.http.get<{ price: number }>(`/services/otp?country=GB&service=${service}`)).body.price;
  /** Our rack has nothing to sell (its one modem banned): purchases go upstream. */
  const emptyOwnPool = async () => {
    const modems = await system.http.get<Array<{ _id: string; ban: boolean }>>('/admin/modems', sut.admin);
    for (const modem of modems.body.filter((m) => !m.ban)) expect((await system.http.patch(`/admin/modems/ban/${modem._id}`, { ban: true }, sut.admin)).status).toBe(200);
  };
  const ledgerHolds = async () => expect(await auditLedger(async <T>(sql: string) => (await sut.db.query(sql)).rows as T[])).toEqual([]);

  it('manages executors: the key is stored but never shown, tested by the balance, bodies validated', async () => {
    const list = await system.http.get<ExecutorView[]>('/admin/executors', sut.admin);
    expect(list.status).toBe(200);
    expect(list.body.map((e) => e.name).sort()).toEqual(['fivesim', 'sa']);
    expect(JSON.stringify(list.body)).not.toContain(sut.sa.market.apiKey);
    expect(list.body.find((e) => e.name === 'sa')).toMatchObject({ kind: 'sms-activate', keySet: true, maxCost: 1, saleRule: 'margin', marginPercent: 50, enabled: true });

    const tested = await system.http.post<ExecutorTestView>(`/admin/executors/${sut.executors.sa._id}/test`, {}, sut.admin);
    expect(tested.body).toEqual({ ok: true, balance: sut.sa.market.balance, error: null });
    const wrong = await system.http.post<ExecutorView>('/admin/executors', {
      name: 'wrongkey', kind: '5sim', baseUrl: sut.fivesim.apiUrl, apiKey: 'not-the-token', maxCost: 1, enabled: false,
    }, sut.admin);
    expect(wrong.status).toBe(201);
    const refused = await system.http.post<ExecutorTestView>(`/admin/executors/${wrong.body._id}/test`, {}, sut.admin);
    expect(refused.body).toMatchObject({ ok: false, balance: null, error: expect.stringContaining('bad_key') });
    const renamed = await system.http.patch<ExecutorView>(`/admin/executors/${wrong.body._id}`, { priority: 3, countries: ['GB'] }, sut.admin);
    expect(renamed.body).toMatchObject({ priority: 3, countries: ['GB'], enabled: false });
    expect((await system.http.patch<ExecutorView>(`/admin/executors/${wrong.body._id}/enabled`, { enabled: false }, sut.admin)).body.enabled).toBe(false);

    // Every change is in the audit log, the keys redacted there too.
    const audit = await system.http.get<AuditPage>('/admin/audit?action=executors&limit=50', sut.admin);
    const added = audit.body.items.filter((e) => e.action === 'POST /admin/executors' && e.outcome === 'done');
    expect(added).toHaveLength(3);
    expect(added.map((e) => e.request?.['apiKey'])).toEqual(['[redacted]', '[redacted]', '[redacted]']);
    expect(JSON.stringify(audit.body)).not.toContain(sut.sa.market.apiKey);
    expect(audit.body.items.find((e) => e.action === 'PATCH /admin/executors/:id')).toMatchObject({ before: { priority: 0 }, after: { priority: 3 } });

    for (const body of [
      { name: 'x', kind: 'other', baseUrl: 'http://a', apiKey: 'k', maxCost: 1 },
      { name: 'bad name', kind: '5sim', baseUrl: 'http://a', apiKey: 'k', maxCost: 1 },
      { name: 'x', kind: '5sim', baseUrl: 'not a url', apiKey: 'k', maxCost: 1 },
      { name: 'x', kind: '5sim', baseUrl: 'http://a', apiKey: 'k', maxCost: 1, unknown: true },
      { name: 'x', kind: '5sim', baseUrl: 'http://a', apiKey: 'k', maxCost: 1, saleRule: 'fixed' },
      { name: 'sa', kind: '5sim', baseUrl: 'http://a', apiKey: 'k', maxCost: 1 },
      { name: 'own', kind: '5sim', baseUrl: 'http://a', apiKey: 'k', maxCost: 1 },
    ]) {
      expect((await system.http.post('/admin/executors', body, sut.admin)).status).toBe(400);
    }
    expect((await system.http.get('/admin/executors', (await funded()).token)).status).toBe(401);
    expect((await system.http.get('/admin/resells?state=nonsense', sut.admin)).status).toBe(400);
  });

  it('sells our own number first, then one bought upstream: the code reaches the buyer once and is charged once, and so does another', async () => {
    const user = await funded(10);
    sut.sa.market.setStock('tg', 'GB', { cost: 0.1, count: 5 });
    const own = await buy(user, { service: 'tg', country: 'GB' });
    expect(own.status).toBe(201);
    expect(own.body.number).toBe(sims[0]?.number);

    const socket = connectUserSocket(system.baseUrl, user.token);
    try {
      await socket.next('user_connected');
      const bought = await buy(user, { service: 'tg', country: 'GB' });
      expect(bought.status).toBe(201);
      expect(bought.body).toMatchObject({ service: 'tg', country: 'GB', status: 'active', price: 0.15 });
      const order = sut.sa.market.orderOf(bought.body.number);
      const tg = await ownPrice('tg');
      expect(await sut.balance(user)).toBeCloseTo(10 - tg - 0.15, 6);

      const listed = await system.http.get<{ items: Array<{ _id: string; executor: string; executorKind: string; upstreamActivationId: string }> }>('/admin/activations?executor=sa', sut.admin);
      expect(listed.body.items).toEqual([expect.objectContaining({ _id: bought.body.activationId, executor: 'sa', executorKind: 'upstream', upstreamActivationId: String(order.id) })]);

      const pushed = socket.next<{ sms: { activationId: string; message: { code: string } }; balance: number }>('message');
      sut.sa.market.receive(order.id, '54321', 'Telegram code 54321');
      const message = await pushed;
      expect(message.sms).toMatchObject({ activationId: bought.body.activationId, message: { code: '54321' } });
      const received = await sut.activationIn(user, bought.body.activationId, ['received']);
      expect(received.messages).toEqual([expect.objectContaining({ code: '54321' })]);

      // Another code while the provider is away: refused, nothing recorded, the buyer told to try again.
      sut.sa.market.down = true;
      const refused = await act(user, 'again', bought.body);
      sut.sa.market.down = false;
      expect(refused.status).toBe(503);
      expect(JSON.stringify(refused.body)).toContain('Try again in a minute');
      expect((await sut.activationIn(user, bought.body.activationId, ['received'])).againAt).toBeNull();
      // Another code: the provider is told (status 3), and its next SMS reaches the buyer, free.
      const again = await act(user, 'again', bought.body);
      expect(again.status).toBe(200);
      expect(order.retryAsked).toBe(true);
      const second = socket.next<{ sms: { activationId: string; message: { code: string } } }>('message');
      sut.sa.market.receive(order.id, '67890', 'Telegram code 67890');
      expect((await second).sms).toMatchObject({ activationId: bought.body.activationId, message: { code: '67890' } });
      expect(await sut.balance(user)).toBeCloseTo(10 - tg - 0.15, 6);

      expect((await act(user, 'deactivate', bought.body)).body.status).toBe('finished');
      await sut.resellIn(bought.body.activationId, ['finished']);
      expect(order.status).toBe('finished');
      expect((await act(user, 'cancel', own.body)).body.status).toBe('cancelled');
      await sut.balanceReaches(user, 10 - 0.15);

      // An administrator routes fb to an executor ahead of our rack: it sells although our SIM is free.
      sut.sa.market.setStock('fb', 'GB', { cost: 0.1, count: 1 });
      const routed = await system.http.post<ExecutorView>('/admin/executors', {
        name: 'sa-first', kind: 'sms-activate', baseUrl: sut.sa.handlerUrl, apiKey: sut.sa.market.apiKey, maxCost: 1, services: ['fb'], countries: ['GB'], routeFirst: true,
      }, sut.admin);
      expect(routed.status).toBe(201);
      const first = (await buy(user, { service: 'fb', country: 'GB' })).body;
      expect(first.number).not.toBe(sims[0]?.number);
      expect((await system.http.get<{ items: Array<{ _id: string }> }>('/admin/activations?executor=sa-first', sut.admin)).body.items.map((a) => a._id)).toEqual([first.activationId]);
      await act(user, 'cancel', first);
      await sut.activationIn(user, first.activationId, ['cancelled']);
      expect((await system.http.patch<ExecutorView>(`/admin/executors/${routed.body._id}/enabled`, { enabled: false }, sut.admin)).body.enabled).toBe(false);
      await sut.balanceReaches(user, 10 - 0.15);
      await emptyOwnPool();
      // Two codes, two messages, one charge, whatever the polls saw.
      const history = await system.http.get<{ items: ActivationView[] }>('/activations', user.token);
      expect(history.body.items.find((a) => a.activationId === bought.body.activationId)?.messages?.map((m) => m.code)).toEqual(['54321', '67890']);
    } finally {
      socket.close();
    }
    await ledgerHolds();
  });

  it('answers SMS-Activate clients the same for a number bought from a 5sim provider', async () => {
    const user = await funded(10);
    sut.fivesim.market.setStock('wa', 'GB', { cost: 0.2, count: 3 });
    await emptyOwnPool();
    const answer = await fetch(`${system.baseUrl}/stubs/handler_api.php?api_key=${user.apiKey}&action=getNumber&service=wa&country=16`).then((r) => r.text());
    const match = /^ACCESS_NUMBER:(\d+):(\d+)$/.exec(answer);
    expect(match).not.toBeNull();
    const [, id, phone] = match as RegExpExecArray;
    const order = sut.fivesim.market.orderOf(`+${phone}`);
    const status = () => fetch(`${system.baseUrl}/stubs/handler_api.php?api_key=${user.apiKey}&action=getStatus&id=${id}`).then((r) => r.text());
    expect(await status()).toBe('STATUS_WAIT_CODE');
    sut.fivesim.market.receive(order.id, '123-456', 'WhatsApp code 123-456');
    expect(await waitFor(async () => ((await status()) === 'STATUS_OK:123-456' ? true : undefined), 'the code over the protocol')).toBe(true);
    // Another code: 5sim lists every SMS of the order, and the second one is read from it.
    const setStatus = (code: number) => fetch(`${system.baseUrl}/stubs/handler_api.php?api_key=${user.apiKey}&action=setStatus&status=${code}&id=${id}`).then((r) => r.text());
    expect(await setStatus(3)).toBe('ACCESS_RETRY_GET');
    expect(await status()).toBe('STATUS_WAIT_RETRY:123-456');
    sut.fivesim.market.receive(order.id, '654-321', 'WhatsApp code 654-321');
    expect(await waitFor(async () => ((await status()) === 'STATUS_OK:654-321' ? true : undefined), 'the second code over the protocol')).toBe(true);
    // The same code in a further SMS (5sim lists each one): a message of its own.
    sut.fivesim.market.receive(order.id, '654-321', 'WhatsApp code 654-321');
    const codes = async () => (await system.http.get<{ items: ActivationView[] }>('/activations', user.token)).body.items.find((a) => String(a.orderNumber) === id)?.messages?.map((m) => m.code);
    expect(await waitFor(async () => ((await codes())?.length === 3 ? codes() : undefined), 'three messages')).toEqual(['123-456', '654-321', '654-321']);
    expect(await setStatus(6)).toBe('ACCESS_ACTIVATION');
    await waitFor(async () => (order.status === 'finished' ? true : undefined), 'the 5sim order finished');
    await sut.balanceReaches(user, 10 - 0.3);
  });

  it('refunds a cancelled upstream number only once the provider confirms the cancellation', async () => {
    const user = await funded(5);
    sut.sa.market.setStock('vi', 'GB', { cost: 0.4, count: 2 });
    await emptyOwnPool();
    const bought = (await buy(user, { service: 'vi', country: 'GB' })).body;
    expect(bought.price).toBe(0.6);
    const held = await sut.balance(user);
    sut.sa.market.refuseCancel = true;
    const cancelled = await act(user, 'cancel', bought);
    expect(cancelled.status).toBe(200);
    const order = sut.sa.market.orderOf(bought.number);
    // Asked, refused, asked again: no refund meanwhile.
    await waitFor(async () => (sut.sa.market.requests.filter((r) => r === `setStatus ${order.id}`).length >= 2 ? true : undefined), 'a second cancellation attempt');
    expect((await sut.resellIn(bought.activationId, ['cancelling'])).lastError).toContain('refused');
    expect(await sut.balance(user)).toBeCloseTo(held, 6);
    sut.sa.market.refuseCancel = false;
    const ended = await sut.activationIn(user, bought.activationId, ['cancelled'], 60_000);
    expect(ended.messages).toEqual([]);
    await sut.resellIn(bought.activationId, ['cancelled']);
    await sut.balanceReaches(user, 5);
    await ledgerHolds();
  });

  it('keeps a code that came after the cancellation as late: shown to operators, the buyer not charged', async () => {
    const user = await funded(5);
    sut.sa.market.setStock('ds', 'GB', { cost: 0.1, count: 2 });
    await emptyOwnPool();
    const bought = (await buy(user, { service: 'ds', country: 'GB' })).body;
    sut.sa.market.refuseCancel = true;
    await act(user, 'cancel', bought);
    const order = sut.sa.market.orderOf(bought.number);
    sut.sa.market.receive(order.id, '777111');
    const late = await sut.resellIn(bought.activationId, ['late'], 60_000);
    sut.sa.market.refuseCancel = false;
    expect(late).toMatchObject({ lateCode: '777111', executor: 'sa', code: null });
    expect((await sut.resells('?state=late&executor=sa')).items.map((r) => r._id)).toContain(late._id);
    const ended = await sut.activationIn(user, bought.activationId, ['cancelled']);
    expect(ended.messages).toEqual([]);
    await sut.balanceReaches(user, 5);
    await ledgerHolds();
  });

  it('tells the buyer when the providers are down, and charges nothing', async () => {
    const user = await funded(5);
    sut.sa.market.setStock('mm', 'GB', { cost: 0.1, count: 2 });
    sut.fivesim.market.setStock('mm', 'GB', { cost: 0.1, count: 2 });
    await emptyOwnPool();
    sut.sa.market.down = true;
    sut.fivesim.market.down = true;
    try {
      const refused = await buy(user, { service: 'mm', country: 'GB' });
      expect(refused.status).toBe(409);
      expect(JSON.stringify(refused.body)).toContain('not answering');
    } finally {
      sut.sa.market.down = false;
      sut.fivesim.market.down = false;
    }
    expect(await sut.balance(user)).toBeCloseTo(5, 6);
    await ledgerHolds();
  });

  it('backs off when a provider rate-limits us, and still delivers the code once', async () => {
    const user = await funded(5);
    sut.sa.market.setStock('tw', 'GB', { cost: 0.1, count: 2 });
    await emptyOwnPool();
    const bought = (await buy(user, { service: 'tw', country: 'GB' })).body;
    sut.sa.market.rateLimited = 3;
    sut.sa.market.receive(sut.sa.market.orderOf(bought.number).id, '424242');
    const received = await sut.activationIn(user, bought.activationId, ['received'], 60_000);
    expect(received.messages.map((m) => m.code)).toEqual(['424242']);
    expect(sut.sa.market.rateLimited).toBe(0);
    await act(user, 'deactivate', bought);
    await sut.balanceReaches(user, 5 - 0.15);
  });

  it('removes a resell by cancelling it upstream first, and sums each executor up', async () => {
    const user = await funded(5);
    sut.fivesim.market.setStock('ig', 'GB', { cost: 0.1, count: 2 });
    await emptyOwnPool();
    const bought = (await buy(user, { service: 'ig', country: 'GB' })).body;
    const resell = await sut.resellIn(bought.activationId, ['waiting']);
    const removed = await system.http.request('DELETE', `/admin/resells/${resell._id}`, { token: sut.admin });
    expect(removed.status).toBe(200);
    expect(sut.fivesim.market.orderOf(bought.number).status).toBe('cancelled');
    await sut.resellIn(bought.activationId, ['removed']);
    expect((await sut.activationIn(user, bought.activationId, ['removed'])).messages).toEqual([]);
    expect((await system.http.request('DELETE', '/admin/resells/not-a-uuid', { token: sut.admin })).status).toBe(400);
    await sut.balanceReaches(user, 5);

    const figures = (await system.http.get<ExecutorFiguresView[]>('/admin/executors/figures', sut.admin)).body;
    const sa = figures.find((f) => f.executor === 'sa');
    expect(sa?.purchases).toBeGreaterThanOrEqual(4);
    expect(sa?.delivered).toBeGreaterThanOrEqual(2);
    expect(sa?.margin).toBeCloseTo((sa?.revenue ?? 0) - (sa?.spend ?? 0), 6);
    await ledgerHolds();
  });
});
