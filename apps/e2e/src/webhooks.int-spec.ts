import { createHmac, timingSafeEqual } from 'node:crypto';
import { ActivationView, validateMessage, WebhookDeliveriesPage, WebhookPayload } from '@simrelay/contracts';
import { LocalServer, RecordedRequest, sendJson, startLocalServer, waitFor } from '@simrelay/testing';
import { connect, NatsConnection } from 'nats';
import { Account, adminToken, registerVerified } from './support/accounts';
import { gbSims, TestSim } from './support/agent-reports';
import { startSystemWithSims, SystemWithSims } from './support/sim-system';

/**
 * A user's webhook through the whole system: the URL saved through the gateway, a number
 * bought, an SMS reported by the agent, and the POST arriving at the user's server, once.
 */

describe('webhooks', () => {
  let sut: SystemWithSims;
  let receiver: LocalServer;
  let nc: NatsConnection;
  const sims = gbSims(2);
  const posts: RecordedRequest[] = [];
  const waiting: Array<{ count: number; resolve: () => void }> = [];

  /** Resolves once the user's server has had `count` POSTs. */
  const received = (count: number): Promise<void> =>
    posts.length >= count ? Promise.resolve() : new Promise((resolve) => waiting.push({ count, resolve }));

  beforeAll(async () => {
    // The user's server, answering as the SPEC asks.
    receiver = await startLocalServer((req, body, res) => {
      posts.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: body.toString('utf8') });
      sendJson(res, 200, { status: 'success' });
      for (const waiter of waiting.filter((w) => posts.length >= w.count)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve();
      }
    });
    sut = await startSystemWithSims(sims, {
      varyClientAddress: true,
      // The receiver is on loopback, which users may not reach: the operator allows it here.
      env: { WEBHOOK_ALLOWED_NETWORKS: '127.0.0.0/8' },
    });
    nc = await connect({ servers: sut.system.natsUrl });
  }, 120_000);
  afterAll(async () => {
    await nc?.close();
    await sut?.stop();
    await receiver?.close();
  });

  /** The receiver's check of `X-SimRelay-Signature`, as the README tells users to write it. */
  const signedWith = (post: RecordedRequest, secret: string): boolean => {
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(post.headers['x-simrelay-signature'])) ?? [];
    if (!t || Math.abs(Date.now() / 1000 - Number(t)) > 300) return false;
    const expected = createHmac('sha256', secret).update(`${t}.${post.body}`).digest();
    return timingSafeEqual(expected, Buffer.from(v1, 'hex'));
  };

  const simOf = (view: ActivationView): TestSim => sims.find((s) => s.number === view.number) as TestSim;

  /** The webhooks service has handled every code event it was given. */
  const webhooksCaughtUp = async () => {
    const jsm = await nc.jetstreamManager();
    const ns = sut.system.namespace;
    await waitFor(async () => {
      const info = await jsm.consumers.info(`${ns}_EVT_ACTIVATIONS`, `${ns}_webhooks-codes`);
      return info.num_pending === 0 && info.num_ack_pending === 0 ? true : undefined;
    }, 'the webhooks consumer to catch up');
  };

  it('POSTs the code to the URL the user set, once per SMS', async () => {
    const { system, agent, db } = sut;
    const user: Account = await registerVerified(system);
    expect((await sut.fund(user._id, 10)).status).toBe(200);
    const url = `${receiver.url}/hooks/sms?user=${user._id}`;
    const saved = await system.http.post<{ url: string }>('/users/url', { url }, user.token);
    expect(saved).toMatchObject({ status: 200, body: { url } });

    const bought = await system.http.post<ActivationView>('/numbers/one', { service: 'tg', country: 'GB' }, user.token);
    expect(bought.status).toBe(201);
    const key = await agent.sms(simOf(bought.body), 'Telegram', 'Your Telegram code 12345');
    await received(1);

    const [post] = posts;
    expect(post.method).toBe('POST');
    expect(post.path).toBe(`/hooks/sms?user=${user._id}`);
    expect(post.headers).toMatchObject({ 'content-type': 'application/json', 'user-agent': 'SimRelay-Webhooks/1', 'x-simrelay-attempt': '1' });
    const body = await validateMessage(WebhookPayload, JSON.parse(post.body));
    expect(body).toMatchObject({
      type: 'sms', deliveryId: post.headers['x-simrelay-delivery'], activationId: bought.body.activationId, number: bought.body.number,
      service: 'tg', sender: 'Telegram', text: 'Your Telegram code 12345', code: '12345',
    });
    expect(body.balance).toBeCloseTo(10 - bought.body.price, 6);
    const profile = await system.http.get<{ webhookSecret: string }>('/users/me', user.token);
    expect(signedWith(post, profile.body.webhookSecret)).toBe(true);

    // A new secret: what is sent from now on is signed with it, and no longer with the old one.
    const renewed = await system.http.post<{ webhookSecret: string }>('/users/webhook/secret', {}, user.token);
    expect(renewed.status).toBe(200);
    expect(renewed.body.webhookSecret).not.toBe(profile.body.webhookSecret);

    // The agent reports the same SMS again (a redelivery), then a second SMS arrives.
    await agent.sms(simOf(bought.body), 'Telegram', 'Your Telegram code 12345', key);
    await agent.sms(simOf(bought.body), 'Telegram', 'Your Telegram code 67890');
    await received(2);
    await webhooksCaughtUp();
    const deliveries = await waitFor(async () => {
      const { rows } = await db.query<{ state: string; attempts: number }>(`SELECT state, attempts FROM webhooks.deliveries WHERE user_id = $1`, [user._id]);
      return rows.length === 2 && rows.every((r) => r.state !== 'pending') ? rows : undefined;
    }, 'both deliveries to finish');

    expect(deliveries).toEqual([{ state: 'delivered', attempts: 1 }, { state: 'delivered', attempts: 1 }]);
    expect(posts.map((p) => (JSON.parse(p.body) as WebhookPayload).code)).toEqual(['12345', '67890']);
    expect(new Set(posts.map((p) => p.headers['x-simrelay-delivery'])).size).toBe(2);
    expect(signedWith(posts[1], renewed.body.webhookSecret)).toBe(true);
    expect(signedWith(posts[1], profile.body.webhookSecret)).toBe(false);

    // The user reads what was sent, in the web app's session and with the API key alike.
    const listed = await system.http.get<WebhookDeliveriesPage>('/users/webhook/deliveries?limit=10', user.token);
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ total: 2, page: 1, limit: 10 });
    expect(listed.body.items.map((d) => [d.payload.code, d.state, d.attempts.map((a) => a.httpStatus)])).toEqual([
      ['67890', 'delivered', [200]],
      ['12345', 'delivered', [200]],
    ]);
    const viaApi = await system.http.get<WebhookDeliveriesPage>('/api/webhooks/deliveries?limit=1&page=2', user.apiKey);
    expect(viaApi.body.items.map((d) => d._id)).toEqual([listed.body.items[1]._id]);
    expect((await system.http.get('/users/webhook/deliveries?limit=500', user.token)).status).toBe(400);

    // The back office sees the same for that user; a user token does not open it.
    const admin = await adminToken(system);
    const forAdmin = await system.http.get<WebhookDeliveriesPage>(`/admin/webhooks/deliveries?userId=${user._id}&limit=10`, admin);
    expect(forAdmin.body.items.map((d) => d._id)).toEqual(listed.body.items.map((d) => d._id));
    expect((await system.http.get(`/admin/webhooks/deliveries?userId=${user._id}`, user.token)).status).toBe(401);
    expect((await system.http.get('/admin/webhooks/deliveries?userId=x', admin)).status).toBe(400);
  });
});
