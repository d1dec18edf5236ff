import { JwtService } from '@nestjs/jwt';
import { ActivationsEvents, ActivationView, Principal, SESSION_TOKEN_ISSUER, sessionTokenAudience, UserView } from '@simrelay/contracts';
import { MessagingContext } from '@simrelay/messaging';
import { resolveTestInfrastructure, uniqueNamespace } from '@simrelay/testing';
import Fastify, { FastifyInstance } from 'fastify';
import Redis from 'ioredis';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { JSONCodec } from 'nats';
import pino from 'pino';
import { KeptActivationViews } from '../activations/kept-activation-views';
import { PrincipalCache } from '../auth/principal-cache';
import { sessionSecretKey } from '../auth/session-token-check';
import type { GatewayEnv } from '../config';
import type { IdentityClient } from '../identity/identity.client';
import { ModesCache } from '../modes/modes.cache';
import { countedHit } from '../rate-limit/rate-limit.guard';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { RATE_LIMITS } from '../rate-limit/rate-limits';
import { StatusReadShortcuts } from './status-read-shortcuts';

/**
 * The shortcut in front of the polled status routes, on a bare Fastify whose routes stand in
 * for the controllers (they answer `{ via: 'route' }`), with a real Redis (the per-key budget)
 * and NATS (the change events that drop kept views). It must answer only what the route would
 * answer the same way, and leave every other case to the route.
 */
describe('status read shortcuts', () => {
  const logger = pino({ level: 'silent' });
  const secret = randomBytes(32).toString('base64url');
  const [budget] = RATE_LIMITS.api;
  let messaging: MessagingContext;
  let redis: Redis;
  let app: FastifyInstance;
  let kept: KeptActivationViews;
  let principals: PrincipalCache;
  let modes: ModesCache;
  /** What each route saw of the budget when it was reached: the verdict the shortcut recorded, if any. */
  const reachedRoute: { url: string; counted?: { allowed: boolean } }[] = [];

  beforeAll(async () => {
    const infra = await resolveTestInfrastructure();
    messaging = await MessagingContext.connect({ service: 'gateway-test', natsUrl: infra.natsUrl, namespace: uniqueNamespace() });
    redis = new Redis(infra.redisUrl);
    kept = new KeptActivationViews(messaging, logger);
    await kept.onModuleInit();
    principals = new PrincipalCache({ ttlMs: 60_000 });
    modes = new ModesCache({} as IdentityClient, messaging, logger);
    const env = { USER_JWT_SECRET: secret, RATE_LIMIT_FACTOR: 1 } as GatewayEnv;
    const shortcuts = new StatusReadShortcuts(kept, principals, modes, new RateLimiter(redis, messaging.namespace.redisPrefix()), env);
    app = Fastify();
    shortcuts.install(app);
    for (const url of ['/numbers/current', '/api/activations/:id', '/v1/user/check/:id', '/stubs/handler_api.php', '/stubs/handler_api']) {
      app.get(url, async (request) => {
        reachedRoute.push({ url, counted: countedHit(request, budget) });
        return { via: 'route' };
      });
    }
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    kept?.onModuleDestroy();
    redis?.disconnect();
    await messaging?.close();
  });
  beforeEach(() => {
    reachedRoute.length = 0;
    modes.update({ maintenance: false, testMode: false });
  });

  const view = (userId: string, orderNumber: number): ActivationView =>
    ({
      activationId: randomUUID(), userId, orderNumber, status: 'received', service: 'tg', country: 'GB', number: '+447700900001', verification: 'sms', againAt: null,
      messages: [{ kind: 'sms', sender: 'Telegram', sms: 'Your code 4711', code: '4711', receivedAt: '2026-11-26T10:00:00.000Z' }],
    }) as unknown as ActivationView;

  /** A user with a session token and an API key, both kept as identity would have answered them. */
  const holder = async (user: Partial<UserView> = {}) => {
    const userId = randomUUID();
    const sessionId = randomUUID();
    const apiKey = randomBytes(24).toString('hex');
    const record = { _id: userId, email: `${userId}@example.com`, ...user } as UserView;
    const principal = (kind: string): Principal => ({ audience: 'user', sessionId: kind === 'session' ? sessionId : '', subjectId: userId, user: record });
    await principals.session(sessionId, async () => principal('session'));
    await principals.apiKey(apiKey, async () => principal('key'));
    const jwt = new JwtService({ secret: sessionSecretKey(secret) as unknown as Buffer });
    const token = jwt.sign({ sub: userId, sid: sessionId }, { audience: sessionTokenAudience('user'), issuer: SESSION_TOKEN_ISSUER, algorithm: 'HS256', expiresIn: 600 });
    return { userId, apiKey, token };
  };

  /** Keeps the answers as the routes' loads would have. */
  const keep = async (userId: string, views: ActivationView[]) => {
    await kept.current(userId, async () => views);
    for (const v of views) await kept.one(userId, String(v.orderNumber), async () => v);
  };

  const get = (url: string, authorization?: string) => app.inject({ method: 'GET', url, headers: authorization ? { authorization: `Bearer ${authorization}` } : {} });

  it('answers each polled read from what is kept, exactly as its route answers it', async () => {
    const { userId, apiKey, token } = await holder();
    const v = view(userId, 1231);
    await keep(userId, [v]);

    const current = await get('/numbers/current', token);
    expect(current.statusCode).toBe(200);
    expect(current.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(current.json()).toEqual([v]);

    expect((await get('/api/activations/1231', apiKey)).json()).toEqual(v);
    const fiveSim = (await get('/v1/user/check/1231', apiKey)).json();
    expect(fiveSim).toMatchObject({ id: 1231, phone: v.number, status: 'RECEIVED', sms: [expect.objectContaining({ code: '4711' })] });

    const smsActivate = await get(`/stubs/handler_api.php?api_key=${apiKey}&action=getStatus&id=1231&lang=en`);
    expect(smsActivate.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(smsActivate.body).toBe('STATUS_OK:4711');
    const v2 = await get(`/stubs/handler_api?api_key=${apiKey}&action=getStatusV2&id=1231`);
    expect(v2.json()).toMatchObject({ sms: { code: '4711' } });
    expect(reachedRoute).toEqual([]);
  });

  it('leaves to the route what is not kept, not allowed or not plain', async () => {
    const { userId, apiKey, token } = await holder();
    const banned = await holder({ ban: true } as Partial<UserView>);
    await keep(userId, [view(userId, 1233)]);
    await keep(banned.userId, [view(banned.userId, 1235)]);
    const stranger = randomBytes(24).toString('hex');

    const cases: [string, string | undefined][] = [
      ['/api/activations/1237', apiKey], // not kept
      ['/api/activations/1235', banned.apiKey], // banned: the route refuses
      ['/api/activations/1233', stranger], // a key nobody holds here
      ['/api/activations/1233', `${apiKey}x`],
      ['/numbers/current', `${token}x`], // a broken signature
      ['/numbers/current', apiKey], // not a session token
      ['/v1/user/check/1234', apiKey], // even: a hosting order's number
      [`/stubs/handler_api.php?api_key=${apiKey}&action=getStatus&id=1233&id=1233`, undefined], // a repeated parameter
      [`/stubs/handler_api.php?api_key=${apiKey}&action=getNumber&id=1233`, undefined],
      [`/stubs/handler_api.php?api_key=${apiKey}&action=getStatus&id=1233&lang=${'x'.repeat(257)}`, undefined],
      [`/stubs/handler_api.php?api_key=${apiKey}&action=getStatus&id=1233`, apiKey], // a key in both places: counted by the header
    ];
    for (const [url, auth] of cases) {
      const reply = await get(url, auth);
      expect({ url, body: reply.json() }).toEqual({ url, body: { via: 'route' } });
    }
    expect(reachedRoute).toHaveLength(cases.length);

    modes.update({ maintenance: true, testMode: false });
    expect((await get('/api/activations/1233', apiKey)).json()).toEqual({ via: 'route' });
  });

  it('counts each poll against the key\'s budget once, and hands the over-budget one to the route with its verdict', async () => {
    const { userId, apiKey } = await holder();
    await keep(userId, [view(userId, 1239)]);
    expect((await get('/api/activations/1239', apiKey)).json()).toMatchObject({ orderNumber: 1239 });
    const counters = async () => {
      // The limiter's keys for this API key (it keeps only a digest of the key).
      const digest = createHash('sha256').update(apiKey).digest('base64url').slice(0, 22);
      const keys = await redis.keys(`${messaging.namespace.redisPrefix()}rl:api:apiKey:${digest}:*`);
      return Promise.all(keys.map(async (key) => ({ key, count: Number(await redis.get(key)) })));
    };
    const [first] = await counters();
    expect(first?.count).toBe(1);
    const key = first?.key ?? '';

    // As if the key had used up this second's budget (and the next one's, should the second turn meanwhile).
    const [prefix, windowIndex] = [key.slice(0, key.lastIndexOf(':') + 1), Number(key.split(':').pop())];
    for (const w of [windowIndex, windowIndex + 1]) await redis.set(`${prefix}${w}`, String(budget.limit), 'EX', 5);
    expect((await get('/api/activations/1239', apiKey)).json()).toEqual({ via: 'route' });
    expect(reachedRoute).toEqual([{ url: '/api/activations/:id', counted: expect.objectContaining({ allowed: false }) }]);
    const after = await counters();
    // A refused poll takes none of the budget: the counts are as the test set them.
    expect(after.reduce((sum, c) => sum + c.count, 0)).toBe(2 * budget.limit);
  });

  it('stops answering a user\'s kept reads the moment activations announces a change', async () => {
    const { userId, apiKey } = await holder();
    await keep(userId, [view(userId, 1241)]);
    expect((await get('/api/activations/1241', apiKey)).json()).toMatchObject({ orderNumber: 1241 });
    messaging.connection.publish(messaging.namespace.subject(ActivationsEvents.changed), JSONCodec().encode({ userId, activationId: randomUUID() }));
    await messaging.connection.flush();
    expect((await get('/api/activations/1241', apiKey)).json()).toEqual({ via: 'route' });
  });
});
