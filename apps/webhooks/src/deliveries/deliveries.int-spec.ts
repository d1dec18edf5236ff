import { createHmac, randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { INestMicroservice } from '@nestjs/common';
import { loadConfig } from '@simrelay/config';
import {
  ActivationsEvents, BillingSubjects, CodeReceivedEvent, IDENTITY_PRINCIPALS_CHANGED, IdentitySubjects, validateMessage, WebhookDeliveriesPage, WebhookHeaders, WebhookPayload, WebhooksSubjects,
} from '@simrelay/contracts';
import { createLogger } from '@simrelay/logging';
import { MessagingContext } from '@simrelay/messaging';
import {
  clearNamespace, freePort, LocalServer, RecordedRequest, resolveTestInfrastructure, sendJson, startLocalServer, TestDatabase, TestInfrastructure,
  uniqueNamespace, waitFor,
} from '@simrelay/testing';
import { JSONCodec } from 'nats';
import { DataSource } from 'typeorm';
import { WebhooksEnv } from '../config';
import { startWebhooks } from '../start-webhooks';
import { webhooksTestDatabase } from '../testing/webhooks-database';
import { webhooksDataSource } from '../webhooks.data-source';
import { settled as settledQueue } from '../testing/settled';
import { CODES_CONSUMER_DURABLE } from './message-events.consumer';
import { WebhookAttempt } from './webhook-attempt.entity';
import { WebhookDelivery } from './webhook-delivery.entity';
import { deliveryIdOf } from './webhook-payload';
import { WebhookQueue } from './webhook.queue';


const codec = JSONCodec<unknown>();

/** How the receiver answers one request; the last one given repeats. */
type Answer = (res: ServerResponse) => void;
const success: Answer = (res) => sendJson(res, 200, { status: 'success' });
const status = (code: number): Answer => (res) => sendJson(res, code, { error: 'nope' });

/**
 * The user's server: answers each path with its script, records every request, and tells a
 * test when a path has had so many requests (no sleeping).
 */
class Receiver {
  private readonly scripts = new Map<string, Answer[]>();
  private readonly seen = new Map<string, RecordedRequest[]>();
  private readonly waiters: Array<{ path: string; count: number; resolve: (requests: RecordedRequest[]) => void }> = [];
  private server?: LocalServer;

  async start(): Promise<string> {
    this.server = await startLocalServer((req, body, res) => {
      const path = new URL(req.url ?? '/', 'http://receiver').pathname;
      const requests = this.requests(path);
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: body.toString('utf8') });
      const script = this.scripts.get(path) ?? [success];
      (script.length > 1 ? (script.shift() as Answer) : script[0])(res);
      for (const waiter of this.waiters.filter((w) => w.path === path && requests.length >= w.count)) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve(requests);
      }
    });
    return this.server.url;
  }

  answer(path: string, ...answers: Answer[]): void {
    this.scripts.set(path, answers);
  }

  requests(path: string): RecordedRequest[] {
    if (!this.seen.has(path)) this.seen.set(path, []);
    return this.seen.get(path) as RecordedRequest[];
  }

  /** Resolves once `path` has had `count` requests. */
  received(path: string, count = 1): Promise<RecordedRequest[]> {
    const requests = this.requests(path);
    if (requests.length >= count) return Promise.resolve(requests);
    return new Promise((resolve) => this.waiters.push({ path, count, resolve }));
  }

  close(): Promise<void> {
    return this.server?.close() ?? Promise.resolve();
  }
}

describe('webhook deliveries over real Postgres, Redis and NATS', () => {
  let infra: TestInfrastructure;
  let namespace: string;
  let database: TestDatabase;
  let db: DataSource;
  let peer: MessagingContext;
  let app: INestMicroservice;
  let receiverUrl: string;
  const receiver = new Receiver();
  /** Identity's answer: user id -> webhook URL (null: none set). Users not here do not exist. */
  const users = new Map<string, string | null>();
  const closers: Array<() => Promise<unknown>> = [];
  /** Billing's answers to `billing.balance`, by user, and who was asked about. */
  const balances = new Map<string, number>();
  const balanceAsked: string[] = [];
  /** Who identity was asked about for a webhook target. */
  const targetAsked: string[] = [];

  const newUser = (url: string | null): string => {
    const userId = randomUUID();
    users.set(userId, url);
    return userId;
  };
  const secretOf = (userId: string): string => `whsec_${userId}`;
  const hookUser = (path: string): string => newUser(`${receiverUrl}${path}?token=secret-${path.slice(1)}`);

  const codeEvent = (userId: string): CodeReceivedEvent => ({
    userId,
    activationId: randomUUID(),
    number: '+447700900123',
    service: 'tg',
    message: { _id: randomUUID(), kind: 'sms', sender: 'Telegram', sms: 'Telegram code 12345', code: '12345', receivedAt: '2026-11-22T10:15:00.000Z' },
    balanceMicros: 12_345_000,
  });

  /** Publishes as the activations outbox relay does: each publish its own message id. */
  const publish = (event: CodeReceivedEvent) =>
    peer.js.publish(peer.namespace.subject(ActivationsEvents.codeReceived), codec.encode(event), { msgID: randomUUID() });

  const deliveryOf = (event: CodeReceivedEvent) => db.getRepository(WebhookDelivery).findOneBy({ messageId: event.message._id });
  const attemptsOf = (deliveryId: string) => db.getRepository(WebhookAttempt).find({ where: { deliveryId }, order: { attempt: 'ASC' } });
  /** The delivery once it is delivered or failed (written after the receiver's answer). */
  const finished = (event: CodeReceivedEvent) =>
    waitFor(async () => {
      const delivery = await deliveryOf(event);
      return delivery && delivery.state !== 'pending' ? delivery : undefined;
    }, 'the delivery to finish');

  const settled = () => settledQueue(peer, ActivationsEvents.stream, CODES_CONSUMER_DURABLE, app.get(WebhookQueue));

  beforeAll(async () => {
    infra = await resolveTestInfrastructure();
    namespace = uniqueNamespace();
    receiverUrl = await receiver.start();
    closers.unshift(() => receiver.close());
    database = await webhooksTestDatabase(infra);
    closers.unshift(() => database.drop());
    db = await webhooksDataSource(database.url, 2).initialize();
    closers.unshift(() => db.destroy());
    peer = await MessagingContext.connect({ service: 'activations-test', natsUrl: infra.natsUrl, namespace });
    closers.unshift(async () => {
      await clearNamespace(namespace, peer.jsm, infra.redisUrl);
      await peer.close();
    });
    // Identity's side of `identity.users.webhook.target`, in the reply format of the Nest transport.
    const identity = peer.connection.subscribe(peer.namespace.subject(IdentitySubjects.webhookTarget), {
      callback: (_err, msg) => {
        const request = codec.decode(msg.data) as { id: string; data: { userId: string } };
        const userId = request.data.userId;
        targetAsked.push(userId);
        const response = users.has(userId)
          ? { response: { url: users.get(userId), secret: secretOf(userId) } }
          : { err: { code: 'COMMON.NOT_FOUND', message: 'User not found' } };
        msg.respond(codec.encode({ id: request.id, ...response }));
      },
    });
    closers.unshift(async () => identity.unsubscribe());
    const billing = peer.connection.subscribe(peer.namespace.subject(BillingSubjects.balance), {
      callback: (_err, msg) => {
        const request = codec.decode(msg.data) as { id: string; data: { userId: string } };
        balanceAsked.push(request.data.userId);
        msg.respond(codec.encode({ id: request.id, response: { userId: request.data.userId, balanceMicros: balances.get(request.data.userId) ?? 0 } }));
      },
    });
    closers.unshift(async () => billing.unsubscribe());
    const env = loadConfig(WebhooksEnv, {
      DATABASE_URL: database.url,
      NATS_URL: infra.natsUrl,
      REDIS_URL: infra.redisUrl,
      NAMESPACE: namespace,
      LOG_LEVEL: 'silent',
      WEBHOOK_RETRY_DELAY_MS: '100',
      // The receiver listens on loopback: let webhooks reach it, and nothing else private.
      WEBHOOK_ALLOWED_NETWORKS: '127.0.0.0/8',
    });
    app = await startWebhooks(env, createLogger('webhooks', 'silent'));
    closers.unshift(() => app.close());
  });

  afterAll(async () => {
    for (const close of closers) await close();
  });

  it("gives a later code (its event carries no balance) the balance billing has now; a user without a URL costs billing nothing", async () => {
    const userId = hookUser('/later');
    balances.set(userId, 7_250_000);
    const { balanceMicros: _, ...later } = codeEvent(userId);
    const quiet = newUser(null);
    const { balanceMicros: __, ...unheard } = codeEvent(quiet);
    await publish(unheard);
    await publish(later);

    const [request] = await receiver.received('/later');
    expect(JSON.parse(request.body)).toMatchObject({ activationId: later.activationId, code: '12345', balance: 7.25 });
    await settled();
    expect(balanceAsked).toContain(userId);
    expect(balanceAsked).not.toContain(quiet);
  });

  it("keeps a user's URL until identity says it changed: the first code after the change goes to the new URL", async () => {
    const userId = newUser(null);
    const asked = () => targetAsked.filter((id) => id === userId).length;
    await publish(codeEvent(userId));
    await settled();
    await publish(codeEvent(userId));
    await settled();
    expect(asked()).toBe(1);

    // As identity does: the change committed, then the broadcast flushed, then its answer.
    users.set(userId, `${receiverUrl}/changed`);
    peer.connection.publish(peer.namespace.subject(IDENTITY_PRINCIPALS_CHANGED), codec.encode({ userId }));
    await peer.connection.flush();
    const after = codeEvent(userId);
    await publish(after);
    const [request] = await receiver.received('/changed');
    expect(JSON.parse(request.body)).toMatchObject({ activationId: after.activationId });
    // Once more for the URL after the change, once by the attempt for the secret it signs with.
    expect(asked()).toBe(3);
  });

  it('POSTs the SMS once to the user\'s URL, as documented, and records it delivered', async () => {
    const userId = hookUser('/first');
    const event = codeEvent(userId);
    await publish(event);

    const [request] = await receiver.received('/first');
    const delivery = await finished(event);
    const url = users.get(userId) as string;
    expect(delivery.id).toBe(deliveryIdOf(event.message._id, url));
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/first?token=secret-first');
    expect(request.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'SimRelay-Webhooks/1',
      'x-simrelay-delivery': delivery.id,
      'x-simrelay-attempt': '1',
    });
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(request.headers['x-simrelay-signature'])) ?? [];
    expect(v1).toBe(createHmac('sha256', secretOf(userId)).update(`${t}.${request.body}`).digest('hex'));
    const body = JSON.parse(request.body);
    expect(body).toEqual({
      type: 'sms', deliveryId: delivery.id, activationId: event.activationId, number: '+447700900123', service: 'tg', sender: 'Telegram',
      text: 'Telegram code 12345', code: '12345', receivedAt: '2026-11-22T10:15:00.000Z', balance: 12.345,
    });
    await expect(validateMessage(WebhookPayload, body)).resolves.toBeInstanceOf(WebhookPayload);

    expect(delivery).toMatchObject({ userId, activationId: event.activationId, url, state: 'delivered', attempts: 1, lastError: null });
    expect(delivery.finishedAt).toBeInstanceOf(Date);
    const attempts = await attemptsOf(delivery.id);
    expect(attempts).toEqual([expect.objectContaining({ attempt: 1, httpStatus: 200, error: null })]);
    expect(attempts[0].durationMs).toBeGreaterThanOrEqual(0);
    await settled();
    expect(receiver.requests('/first')).toHaveLength(1);
  });

  it('retries a failed attempt and records every attempt until the receiver says success', async () => {
    const userId = hookUser('/flaky');
    receiver.answer('/flaky', status(500), (res) => res.socket?.destroy(), status(503), success);
    const event = codeEvent(userId);
    await publish(event);

    const requests = await receiver.received('/flaky', 4);
    const delivery = await finished(event);
    expect(delivery).toMatchObject({ state: 'delivered', attempts: 4, lastError: null });
    expect(requests.map((r) => r.headers[WebhookHeaders.attempt.toLowerCase()])).toEqual(['1', '2', '3', '4']);
    expect(new Set(requests.map((r) => r.headers[WebhookHeaders.delivery.toLowerCase()]))).toEqual(new Set([delivery.id]));
    expect(new Set(requests.map((r) => r.body)).size).toBe(1);
    const attempts = await attemptsOf(delivery.id);
    expect(attempts.map((a) => [a.attempt, a.httpStatus, a.error])).toEqual([
      [1, 500, 'HTTP 500'],
      [2, null, 'connection failed: ECONNRESET'],
      [3, 503, 'HTTP 503'],
      [4, 200, null],
    ]);
    // Each retry came after the previous attempt had finished.
    for (let i = 1; i < attempts.length; i++) expect(attempts[i].startedAt.getTime()).toBeGreaterThanOrEqual(attempts[i - 1].startedAt.getTime());
  });

  it('lists a user\'s deliveries newest first with every attempt, to that user only, a page at a time', async () => {
    const userId = hookUser('/listed');
    receiver.answer('/listed', status(500), success, success);
    const first = codeEvent(userId);
    await publish(first);
    await finished(first);
    const second = codeEvent(userId);
    await publish(second);
    await finished(second);

    const list = (query: object) => peer.rpc.request<WebhookDeliveriesPage>(WebhooksSubjects.listDeliveries, query);
    const page1 = await list({ userId, page: 1, limit: 1 });
    expect(page1).toMatchObject({ total: 2, page: 1, limit: 1 });
    expect(page1.items).toEqual([
      expect.objectContaining({
        activationId: second.activationId, state: 'delivered', lastError: null, url: users.get(userId),
        payload: expect.objectContaining({ code: '12345', activationId: second.activationId }),
        attempts: [expect.objectContaining({ attempt: 1, httpStatus: 200, error: null })],
      }),
    ]);
    const page2 = await list({ userId, page: 2, limit: 1 });
    expect(page2.items.map((d) => [d.activationId, d.attempts.map((a) => [a.attempt, a.httpStatus, a.error])])).toEqual([
      [first.activationId, [[1, 500, 'HTTP 500'], [2, 200, null]]],
    ]);
    await expect(list({ userId: newUser(null) })).resolves.toEqual({ items: [], total: 0, page: 1, limit: 20 });
    await expect(list({ userId: 'x', limit: 1000 })).rejects.toMatchObject({ code: 'COMMON.INVALID', fields: { userId: 'format', limit: 'max' } });
  });

  it('gives up after the first attempt and 5 retries, all recorded', async () => {
    const userId = hookUser('/down');
    receiver.answer('/down', status(502));
    const event = codeEvent(userId);
    await publish(event);

    await receiver.received('/down', 6);
    const delivery = await finished(event);
    expect(delivery).toMatchObject({ state: 'failed', attempts: 6, lastError: 'HTTP 502' });
    expect(delivery.finishedAt).toBeInstanceOf(Date);
    const attempts = await attemptsOf(delivery.id);
    expect(attempts.map((a) => [a.attempt, a.httpStatus, a.error])).toEqual([1, 2, 3, 4, 5, 6].map((n) => [n, 502, 'HTTP 502']));
    await settled();
    expect(receiver.requests('/down').map((r) => r.headers['x-simrelay-attempt'])).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('counts an answer without status success, and a redirect, as failures (never following it)', async () => {
    const userId = hookUser('/picky');
    receiver.answer(
      '/picky',
      (res) => sendJson(res, 200, { status: 'ok' }),
      (res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('OK'),
      (res) => res.writeHead(302, { location: '/elsewhere' }).end(),
      (res) => sendJson(res, 201, { status: 'success' }),
      (res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('success'),
    );
    const event = codeEvent(userId);
    await publish(event);

    await receiver.received('/picky', 5);
    const delivery = await finished(event);
    expect(delivery).toMatchObject({ state: 'delivered', attempts: 5 });
    const attempts = await attemptsOf(delivery.id);
    expect(attempts.map((a) => [a.httpStatus, a.error])).toEqual([
      [200, 'HTTP 200 without status "success" in the answer'],
      [200, 'HTTP 200 without status "success" in the answer'],
      [302, 'HTTP 302: redirect to /elsewhere not followed'],
      [201, 'HTTP 201'],
      [200, null],
    ]);
    expect(receiver.requests('/elsewhere')).toHaveLength(0);
  });

  it('makes one delivery and one POST however often the event arrives', async () => {
    const userId = hookUser('/once');
    const marker = hookUser('/marker-1');
    const event = codeEvent(userId);
    const first = await publish(event);
    const second = await publish(event);
    // Different message ids: JetStream keeps both, so the dedup under test is the delivery's key.
    expect([first.duplicate, second.duplicate]).toEqual([false, false]);
    await publish(codeEvent(marker));
    await receiver.received('/marker-1');
    await finished(event);

    // Once more after it was delivered.
    await publish(event);
    const marker2 = hookUser('/marker-2');
    await publish(codeEvent(marker2));
    await receiver.received('/marker-2');
    await settled();

    expect(receiver.requests('/once')).toHaveLength(1);
    expect(await db.getRepository(WebhookDelivery).countBy({ messageId: event.message._id })).toBe(1);
    const delivery = (await deliveryOf(event)) as WebhookDelivery;
    expect(await attemptsOf(delivery.id)).toHaveLength(1);
  });

  it('refuses a private address at send time, at once and for good', async () => {
    // Saved before the operator narrowed WEBHOOK_ALLOWED_NETWORKS, say: identity would refuse it now.
    const port = await freePort();
    const event = codeEvent(newUser(`http://10.255.255.1:${port}/hook`));
    await publish(event);

    const delivery = await finished(event);
    expect(delivery).toMatchObject({ state: 'failed', attempts: 1, lastError: 'refused: 10.255.255.1 is not a public address' });
    expect(await attemptsOf(delivery.id)).toEqual([expect.objectContaining({ attempt: 1, httpStatus: null, error: 'refused: 10.255.255.1 is not a public address' })]);
    await settled();
    expect(await attemptsOf(delivery.id)).toHaveLength(1);
  });

  it('sends nothing for a user without a URL, or a user identity does not know', async () => {
    const withoutUrl = codeEvent(newUser(null));
    const unknown = codeEvent(randomUUID());
    await publish(withoutUrl);
    await publish(unknown);
    // Events are handled in order: once the next one's POST arrives, these two were handled.
    const next = codeEvent(hookUser('/after-nothing'));
    await publish(next);
    await receiver.received('/after-nothing');
    await settled();

    expect(await deliveryOf(withoutUrl)).toBeNull();
    expect(await deliveryOf(unknown)).toBeNull();
    expect(await db.getRepository(WebhookDelivery).countBy({ userId: withoutUrl.userId })).toBe(0);
  });
});
