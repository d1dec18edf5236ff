import { linkToken, PASSWORD, registerVerified, uniqueEmail, adminToken } from './support/accounts';
import { startSystem, System } from './support/system';
import { connectUserSocket } from './support/user-socket';
import { waitFor } from '@simrelay/testing';

/** The backbone slice end to end, every process real, as a person would use it. */
describe('account journey through the gateway', () => {
  let system: System;

  beforeAll(async () => {
    system = await startSystem();
  }, 90_000);
  afterAll(() => system?.stop());

  it('register with the human check -> mail -> verify -> login -> settings -> logout; the old token is refused', async () => {
    const { http, smtp } = system;
    const email = uniqueEmail();
    const altcha = await http.solveCaptcha();
    const registered = await http.request('POST', '/users/register', {
      body: { email, password: PASSWORD, lang: 'ru', altcha },
      headers: { 'x-correlation-id': 'journey-register-1' },
    });
    expect(registered.status).toBe(201);
    expect(registered.headers.get('x-correlation-id')).toBe('journey-register-1');
    // The id travelled from HTTP through NATS into identity's log line.
    // (Its stdout reaches us through a pipe, so the line may trail the HTTP answer a little.)
    const identity = system.processes.find((p) => p.name === 'identity');
    const line = await waitFor(
      async () => identity?.output().split('\n').find((l) => l.includes('"msg":"user registered"') && l.includes('journey-register-1')),
      'identity to log the registration',
    );
    expect(JSON.parse(line)).toMatchObject({ service: 'identity', correlationId: 'journey-register-1' });
    expect(registered.body).toMatchObject({ email, lang: 'ru', emailVerified: false });
    expect(registered.body).not.toHaveProperty('token');

    const mail = await smtp.nextMailTo(email);
    expect(mail.subject).toMatch(/[А-Яа-я]/);
    const token = linkToken(mail, '/users/verify/');
    expect(mail.text).toContain(`http://localhost:5173/users/verify/`);

    const verified = await http.get(`/users/verify/${token}`);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ _id: registered.body['_id'], balance: 0, topups: 0, ban: false, lang: 'ru' });
    expect((await http.get(`/users/verify/${token}`)).status).toBe(400);

    const login = await http.post('/users/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(Object.keys(login.body)).toEqual(expect.arrayContaining(['_id', 'token', 'balance', 'topups', 'ban', 'apiKey', 'lang']));
    const session = login.body['token'] as string;

    expect((await http.post('/users/lang', { lang: 'uk' }, session)).body).toEqual({ lang: 'uk' });
    expect((await http.post('/users/url', { url: 'https://93.184.216.34/sms' }, session)).body).toEqual({ url: 'https://93.184.216.34/sms' });
    const refused = await http.post('/users/url', { url: 'http://127.0.0.1:9000/' }, session);
    expect(refused.status).toBe(400);
    expect(refused.body['fields']).toEqual({ url: 'urlPrivate' });
    const me = await http.get('/users/me', session);
    expect(me.body).toMatchObject({ email, lang: 'uk', url: 'https://93.184.216.34/sms', apiKey: login.body['apiKey'], balance: 0 });
    expect((await http.get('/users/balance', session)).body).toEqual({ balance: 0, topups: 0, ban: false, history: [] });

    expect((await http.post('/users/logout', {}, session)).status).toBe(200);
    const after = await http.get('/users/balance', session);
    expect(after.status).toBe(401);
    expect(after.body['message']).toBe('Unauthorized');
  });

  it('restore -> mail -> new password -> login with it, not with the old one', async () => {
    const { http, smtp } = system;
    const account = await registerVerified(system);
    // Used once, so the gateway keeps who the token stands for; the reset must still end it at once.
    expect((await http.get('/users/balance', account.token)).status).toBe(200);
    expect((await http.post('/users/restore', { email: account.email })).status).toBe(200);
    const key = linkToken(await smtp.nextMailTo(account.email), '/users/restore/');
    expect((await http.get(`/users/restore/${key}`)).body).toEqual({ valid: true, email: account.email });

    const reset = await http.post('/users/password/reset', { restoreKey: key, email: account.email, password: 'Brand9New' });
    expect(reset.status).toBe(200);
    expect((await http.post('/users/password/reset', { restoreKey: key, password: 'Other9New' })).status).toBe(400);
    expect((await http.get('/users/balance', account.token)).status).toBe(401);
    expect((await http.post('/users/login', { email: account.email, password: PASSWORD })).status).toBe(401);
    expect((await http.post('/users/login', { email: account.email, password: 'Brand9New' })).status).toBe(200);
  });

  it('admin bans a user: the protected call is 403 with the SPEC message; unban restores it', async () => {
    const { http } = system;
    const account = await registerVerified(system);
    const admin = await adminToken(system);
    expect((await http.get('/api/balance', account.apiKey)).body).toEqual({ balance: 0 });

    const banned = await http.patch(`/admin/users/${account._id}`, { ban: true }, admin);
    expect(banned.status).toBe(200);
    expect(banned.body).toMatchObject({ _id: account._id, ban: true, banLimit: 5, balance: 0 });

    const blocked = await http.get('/api/balance', account.apiKey);
    expect(blocked.status).toBe(403);
    expect(blocked.body['message']).toBe('Your account is banned due to rules violations');
    expect((await http.post('/users/apikey', {}, account.token)).status).toBe(403);
    const login = await http.post('/users/login', { email: account.email, password: account.password });
    expect(login.status).toBe(200);
    expect(login.body['ban']).toBe(true);

    expect((await http.patch(`/admin/users/limit/${account._id}`, { banLimit: 8 }, admin)).body).toMatchObject({ banLimit: 8 });
    expect((await http.patch(`/admin/users/${account._id}`, { ban: false }, admin)).body).toMatchObject({ ban: false });
    expect((await http.get('/api/balance', account.apiKey)).status).toBe(200);
    const list = await http.get<{ items: Array<{ _id: string; banLimit: number }>; total: number }>(`/admin/users?search=${encodeURIComponent(account.email)}`, admin);
    expect(list.body.items).toEqual([expect.objectContaining({ _id: account._id, banLimit: 8 })]);
  });

  it('a new API key ends the old one at once, though the gateway kept who it stood for', async () => {
    const { http } = system;
    const account = await registerVerified(system);
    for (let i = 0; i < 3; i++) expect((await http.get('/api/balance', account.apiKey)).status).toBe(200);
    const renewed = await http.post<{ apiKey: string }>('/users/apikey', {}, account.token);
    expect(renewed.status).toBe(200);
    expect((await http.get('/api/balance', account.apiKey)).status).toBe(401);
    expect((await http.get('/api/balance', renewed.body.apiKey)).status).toBe(200);
  });

  it('a live socket ends with its session: at logout, and for every session at a password reset', async () => {
    const { http, smtp } = system;
    const account = await registerVerified(system);
    const second = await http.post<{ token: string }>('/users/login', { email: account.email, password: account.password });
    const [first, other] = [connectUserSocket(system.baseUrl, account.token), connectUserSocket(system.baseUrl, second.body.token)];
    await Promise.all([first.next('user_connected'), other.next('user_connected')]);

    const firstEnded = Promise.all([first.next('unauthorized'), first.next('disconnect')]);
    expect((await http.post('/users/logout', {}, account.token)).status).toBe(200);
    await firstEnded;
    expect(other.socket.connected).toBe(true);

    const otherEnded = Promise.all([other.next('unauthorized'), other.next('disconnect')]);
    await http.post('/users/restore', { email: account.email });
    const key = linkToken(await smtp.nextMailTo(account.email), '/users/restore/');
    expect((await http.post('/users/password/reset', { restoreKey: key, password: 'Brand9New' })).status).toBe(200);
    await otherEnded;
  });

  it('maintenance on: user routes 503, the check reports it, admin routes work; off again', async () => {
    const { http } = system;
    const account = await registerVerified(system);
    const admin = await adminToken(system);
    expect((await http.post('/admin/mode', { maintenance: true }, admin)).body).toEqual({ maintenance: true, testMode: false });

    const login = await http.post('/users/login', { email: account.email, password: account.password });
    expect(login.status).toBe(503);
    expect((await http.get('/users/balance', account.token)).status).toBe(503);
    expect((await http.get('/api/balance', account.apiKey)).status).toBe(503);
    expect((await http.get('/users/maintence')).body).toEqual({ maintenance: true });
    expect((await http.get('/admin/users', admin)).status).toBe(200);

    expect((await http.patch('/admin/testmode', {}, admin)).body).toEqual({ maintenance: true, testMode: true });
    expect((await http.post('/admin', system.admin)).body).toMatchObject({ testMode: true });
    expect((await http.patch('/admin/testmode', { testMode: false }, admin)).body).toEqual({ maintenance: true, testMode: false });

    expect((await http.post('/admin/mode', { maintenance: false }, admin)).status).toBe(200);
    expect((await http.get('/users/maintence')).body).toEqual({ maintenance: false });
    expect((await http.post('/users/login', { email: account.email, password: account.password })).status).toBe(200);
  });
});
