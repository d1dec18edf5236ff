import { ActivationView } from '@simrelay/contracts';
import { waitFor } from '@simrelay/testing';
import { Account, registerVerified } from './support/accounts';
import { gbSims, TestSim } from './support/agent-reports';
import { startSystemWithSims, SystemWithSims } from './support/sim-system';
import type { HttpClient } from './support/http-client';
import { connectUserSocket, UserSocket } from './support/user-socket';

/**
 * Status polls are answered from views each gateway keeps, dropped by activations' change
 * events. What such a copy could get wrong, on the whole system: a poll right after a code
 * arrived (while others poll hard), a second gateway, a restarted gateway, and changes that
 * never pass through a gateway's activations client (an operator, the expiry sweeper).
 */
describe('kept status reads', () => {
  let sut: SystemWithSims;
  let second: { http: HttpClient; baseUrl: string; stop: () => Promise<void> };
  const sims = gbSims(6);

  beforeAll(async () => {
    // The pollers below ask far more than an API key's per-second budget.
    sut = await startSystemWithSims(sims, { varyClientAddress: true, env: { RATE_LIMIT_FACTOR: '1000' } });
    second = await sut.system.addGateway();
  }, 180_000);
  afterAll(() => sut?.stop());

  const simOf = (view: ActivationView): TestSim => sims.find((s) => s.number === view.number) as TestSim;
  /** The three status reads a client polls, on one gateway. */
  const reads = (http: HttpClient, user: Account, view: ActivationView) => ({
    current: async () => (await http.get<ActivationView[]>('/numbers/current', user.token)).body.find((a) => a.activationId === view.activationId),
    one: async () => (await http.get<ActivationView>(`/api/activations/${view.orderNumber}`, user.apiKey)).body,
  });
  const smsActivateStatus = async (http: HttpClient, user: Account, view: ActivationView) => {
    const reply = await fetch(`${http.baseUrl}/stubs/handler_api.php?api_key=${user.apiKey}&action=getStatus&id=${view.orderNumber}`, {
      headers: { 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 254)}` },
    });
    return reply.text();
  };
  const codesOf = (view: ActivationView | undefined) => view?.messages.map((m) => m.code);

  const buyer = async () => {
    const user = await registerVerified(sut.system);
    expect((await sut.fund(user._id, 20)).status).toBe(200);
    const bought = await sut.system.http.post<ActivationView>('/numbers/one', { service: 'tg', country: 'GB' }, user.token);
    expect(bought.status).toBe(201);
    return { user, view: bought.body };
  };

  it('shows a code in the very next poll after its push, on either gateway, while others poll hard', async () => {
    const { user, view } = await buyer();
    const gateways = [sut.system.http, second.http];
    const socket: UserSocket = connectUserSocket(sut.system.baseUrl, user.token);
    // Eight clients polling every read on both gateways, as fast as they are answered.
    let polling = true;
    let polls = 0;
    const failures: string[] = [];
    const pollers = Array.from({ length: 8 }, async (_, i) => {
      const http = gateways[i % 2] as HttpClient;
      while (polling) {
        const replies = await Promise.all([
          http.get('/numbers/current', user.token), http.get(`/api/activations/${view.orderNumber}`, user.apiKey),
        ]);
        for (const reply of replies) if (reply.status !== 200) failures.push(`${reply.status} ${JSON.stringify(reply.body)}`);
        polls++;
      }
    });
    try {
      await socket.next('user_connected');
      for (const [round, code] of ['31415', '92653', '58979'].entries()) {
        if (round > 0) {
          const again = await sut.system.http.get<ActivationView>(`/numbers/again/${view.numberId}?activationId=${view.activationId}`, user.token);
          expect(again.status).toBe(200);
        }
        const pushed = socket.next<{ sms: { message: { code: string } } }>('message');
        await sut.agent.sms(simOf(view), 'Telegram', `Telegram code ${code}`);
        expect((await pushed).sms.message.code).toBe(code);
        // Straight after the push, on both gateways, each read: the code is there.
        for (const http of gateways) {
          const { current, one } = reads(http, user, view);
          expect(codesOf(await current())).toContain(code);
          expect(codesOf(await one())).toContain(code);
          expect(await smsActivateStatus(http, user, view)).toBe(`STATUS_OK:${code}`);
        }
      }
      // A finish through the second gateway shows there at once, and on the first once its event came.
      const finished = await second.http.get<ActivationView>(`/numbers/deactivate/${view.numberId}?activationId=${view.activationId}`, user.token);
      expect(finished.body.status).toBe('finished');
      expect((await reads(second.http, user, view).one()).status).toBe('finished');
      expect(await reads(second.http, user, view).current()).toBeUndefined();
      await waitFor(async () => ((await reads(sut.system.http, user, view).one()).status === 'finished' ? true : undefined), 'the finish on the first gateway');
    } finally {
      polling = false;
      await Promise.all(pollers);
      socket.close();
    }
    expect(failures).toEqual([]);
    expect(polls).toBeGreaterThan(0);
  });

  it('answers a repeated poll (from what the gateway keeps) byte for byte as the first (from the route)', async () => {
    const { user, view } = await buyer();
    await sut.agent.sms(simOf(view), 'Telegram', 'Telegram code 16180');
    await waitFor(async () => (codesOf(await reads(sut.system.http, user, view).one())?.length ? true : undefined), 'the code');
    const polls: [string, Record<string, string>][] = [
      ['/numbers/current', { authorization: `Bearer ${user.token}` }],
      [`/api/activations/${view.orderNumber}`, { authorization: `Bearer ${user.apiKey}` }],
      [`/v1/user/check/${view.orderNumber}`, { authorization: `Bearer ${user.apiKey}` }],
      [`/stubs/handler_api.php?api_key=${user.apiKey}&action=getStatus&id=${view.orderNumber}`, {}],
      [`/stubs/handler_api.php?api_key=${user.apiKey}&action=getStatusV2&id=${view.orderNumber}`, {}],
    ];
    for (const [path, headers] of polls) {
      // A gateway of its own for each read: its first answer is surely the route's.
      const fresh = await sut.system.addGateway();
      const answer = async () => {
        const reply = await fetch(`${fresh.baseUrl}${path}`, { headers: { ...headers, 'x-forwarded-for': '198.51.100.7' } });
        return { status: reply.status, type: reply.headers.get('content-type'), body: await reply.text() };
      };
      try {
        const first = await answer();
        expect(first.status).toBe(200);
        expect(first.body).toContain('16180');
        for (let i = 0; i < 3; i++) expect(await answer()).toEqual(first);
      } finally {
        await fresh.stop();
      }
    }
  });

  it('pushes a code to the user\'s sockets on every gateway at once (each gateway hears every event)', async () => {
    const { user, view } = await buyer();
    const sockets = [connectUserSocket(sut.system.baseUrl, user.token), connectUserSocket(second.baseUrl, user.token)];
    try {
      await Promise.all(sockets.map((socket) => socket.next('user_connected')));
      const pushed = sockets.map((socket) => socket.next<{ sms: { activationId: string; message: { code: string } } }>('message'));
      await sut.agent.sms(simOf(view), 'Telegram', 'Telegram code 27182');
      for (const message of await Promise.all(pushed)) expect(message.sms).toMatchObject({ activationId: view.activationId, message: { code: '27182' } });
    } finally {
      for (const socket of sockets) socket.close();
    }
  });

  it('a restarted gateway answers what changed while it was down', async () => {
    const { user, view } = await buyer();
    const restarted = await sut.system.addGateway();
    expect((await reads(restarted.http, user, view).one()).status).toBe('active');
    await restarted.stop();
    const socket = connectUserSocket(sut.system.baseUrl, user.token);
    try {
      await socket.next('user_connected');
      const pushed = socket.next('message');
      await sut.agent.sms(simOf(view), 'Telegram', 'Telegram code 27182');
      await pushed;
    } finally {
      socket.close();
    }
    const again = await sut.system.addGateway();
    try {
      expect(codesOf(await reads(again.http, user, view).one())).toEqual(['27182']);
      expect(codesOf(await reads(again.http, user, view).current())).toEqual(['27182']);
    } finally {
      await again.stop();
    }
  });

  it('follows changes made outside the gateways\' activations client: an operator, the expiry sweeper', async () => {
    const removedOne = await buyer();
    const timedOut = await buyer();
    for (const { user, view } of [removedOne, timedOut]) {
      for (const http of [sut.system.http, second.http]) expect((await reads(http, user, view).one()).status).toBe('active');
    }
    const removed = await sut.system.http.request('DELETE', `/admin/activations/${removedOne.view.activationId}`, { token: sut.admin });
    expect(removed.status).toBe(200);
    // Nobody told the gateway but the event; as any client would, poll until the change shows.
    await sut.db.query(`UPDATE activations.activations SET expires_at = now() - interval '1 second' WHERE id = $1`, [timedOut.view.activationId]);
    for (const [{ user, view }, status] of [[removedOne, 'removed'], [timedOut, 'timeout']] as const) {
      for (const http of [sut.system.http, second.http]) {
        await waitFor(async () => ((await reads(http, user, view).one()).status === status ? true : undefined), `${status} on ${http.baseUrl}`);
        expect(await reads(http, user, view).current()).toBeUndefined();
      }
    }
  });
});
