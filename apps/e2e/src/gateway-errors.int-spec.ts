import { adminToken, PASSWORD, registerVerified, uniqueEmail } from './support/accounts';
import { startSystem, System } from './support/system';

/** Every validation rule and error path of the backbone, with status code and message key. */
describe('gateway errors and validation', () => {
  let system: System;

  beforeAll(async () => {
    system = await startSystem({ varyClientAddress: true });
  }, 90_000);
  afterAll(() => system?.stop());

  const register = async (body: Record<string, unknown>) => {
    const altcha = await system.http.solveCaptcha();
    return system.http.post('/users/register', { altcha, ...body });
  };

  describe('register', () => {
    it.each([
      [{ email: '', password: PASSWORD, lang: 'en' }, { email: 'required' }],
      [{ email: 'plainaddress', password: PASSWORD, lang: 'en' }, { email: 'format' }],
      [{ email: 'a@@b.com', password: PASSWORD, lang: 'en' }, { email: 'format' }],
      [{ email: 'user@domain', password: PASSWORD, lang: 'en' }, { email: 'emailPatern' }],
      [{ email: 'user@domain.c', password: PASSWORD, lang: 'en' }, { email: 'emailPatern' }],
      [{ email: 'user@domain.c0m', password: PASSWORD, lang: 'en' }, { email: 'emailPatern' }],
      [{ email: 'a@b.com', password: '', lang: 'en' }, { password: 'required' }],
      [{ email: 'a@b.com', password: 'Abc1234', lang: 'en' }, { password: 'min' }],
      [{ email: 'a@b.com', password: 'Abc12345678901234', lang: 'en' }, { password: 'max' }],
      [{ email: 'a@b.com', password: 'abc12345', lang: 'en' }, { password: 'pass' }],
      [{ email: 'a@b.com', password: 'ABC12345', lang: 'en' }, { password: 'pass' }],
      [{ email: 'a@b.com', password: 'Abcdefgh', lang: 'en' }, { password: 'pass' }],
      [{ email: 'a@b.com', password: 'Abc 12345', lang: 'en' }, { password: 'pass' }],
      [{ email: 'a@b.com', password: PASSWORD }, { lang: 'required' }],
      [{ email: 'a@b.com', password: PASSWORD, lang: 'fr' }, { lang: 'lang' }],
      [{ email: 'a@b.com', password: PASSWORD, lang: 'en', role: 'admin' }, { role: 'unknown' }],
    ])('%j -> 400 %j', async (body, fields) => {
      const reply = await register(body);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ code: 'COMMON.INVALID', message: 'Missing or invalid request parameters', fields });
    });

    it('requires the human check, refuses a forged one and accepts a solution only once', async () => {
      const body = { email: uniqueEmail(), password: PASSWORD, lang: 'en' };
      const missing = await system.http.post('/users/register', body);
      expect([missing.status, missing.body['fields']]).toEqual([400, { altcha: 'required' }]);
      const forged = await system.http.post('/users/register', { ...body, altcha: Buffer.from('{"challenge":{}}').toString('base64') });
      expect([forged.status, forged.body['fields']]).toEqual([400, { altcha: 'captcha' }]);
      const altcha = await system.http.solveCaptcha();
      expect((await system.http.post('/users/register', { ...body, altcha })).status).toBe(201);
      const reused = await system.http.post('/users/register', { ...body, email: uniqueEmail(), altcha });
      expect([reused.status, reused.body['fields']]).toEqual([400, { altcha: 'captcha' }]);
    });

    it('refuses an email that is already registered with 409', async () => {
      const email = uniqueEmail();
      expect((await register({ email, password: PASSWORD, lang: 'en' })).status).toBe(201);
      const again = await register({ email: email.toUpperCase(), password: PASSWORD, lang: 'en' });
      expect([again.status, again.body['fields']]).toEqual([409, { email: 'emailTaken' }]);
    });
  });

  describe('login', () => {
    it.each([
      [{ email: 'x@y.com' }, { password: 'required' }],
      [{ email: 'bad', password: 'x' }, { email: 'format' }],
      [{ password: 'x' }, { email: 'required' }],
    ])('%j -> 400 %j', async (body, fields) => {
      const reply = await system.http.post('/users/login', body);
      expect([reply.status, reply.body['fields']]).toEqual([400, fields]);
    });

    it('wrong password and unverified email each say what happened', async () => {
      const account = await registerVerified(system);
      const wrong = await system.http.post('/users/login', { email: account.email, password: 'Wrong1234' });
      expect([wrong.status, wrong.body['message']]).toEqual([401, 'Wrong email or password']);
      const email = uniqueEmail();
      await register({ email, password: PASSWORD, lang: 'en' });
      const unverified = await system.http.post('/users/login', { email, password: PASSWORD });
      expect([unverified.status, unverified.body['code']]).toEqual([403, 'IDENTITY.EMAIL_NOT_VERIFIED']);
    });
  });

  describe('tokens', () => {
    it('refuses missing, forged and cross-audience tokens', async () => {
      const account = await registerVerified(system);
      const admin = await adminToken(system);
      for (const token of [undefined, 'garbage', `${account.token}x`]) {
        const reply = await system.http.get('/users/balance', token);
        expect([reply.status, reply.body['message']]).toEqual([401, 'Unauthorized']);
      }
      expect((await system.http.get('/admin/users', account.token)).status).toBe(401);
      expect((await system.http.get('/users/balance', admin)).status).toBe(401);
      expect((await system.http.get('/api/balance', account.token)).status).toBe(401);
      expect((await system.http.get('/api/balance', admin)).body['message']).toBe('Invalid or missing API key');
      expect((await system.http.post('/admin/logout', {}, admin)).status).toBe(200);
      expect((await system.http.get('/admin/users', admin)).status).toBe(401);
    });

    it('refuses invalid link tokens', async () => {
      expect((await system.http.get('/users/verify/short')).status).toBe(400);
      const unknown = await system.http.get(`/users/verify/${'A'.repeat(43)}`);
      expect([unknown.status, unknown.body['fields']]).toEqual([400, { token: 'tokenInvalid' }]);
      expect((await system.http.get(`/users/restore/${'B'.repeat(43)}`)).status).toBe(400);
      const reset = await system.http.post('/users/password/reset', { restoreKey: 'C'.repeat(43), password: 'Brand9New' });
      expect([reset.status, reset.body['code']]).toEqual([400, 'IDENTITY.TOKEN_INVALID']);
    });
  });

  describe('admin input', () => {
    it('validates ids, limits and switches', async () => {
      const admin = await adminToken(system);
      const account = await registerVerified(system);
      for (const [body, field] of [[{ banLimit: 0 }, 'min'], [{ banLimit: 1001 }, 'max'], [{ banLimit: 'many' }, 'format'], [{}, 'format']] as const) {
        const reply = await system.http.patch(`/admin/users/limit/${account._id}`, body, admin);
        expect([reply.status, reply.body['fields']]).toEqual([400, { banLimit: field }]);
      }
      expect((await system.http.patch('/admin/users/not-a-uuid', { ban: true }, admin)).status).toBe(400);
      const missing = await system.http.patch('/admin/users/6f1c1c1e-1111-4111-8111-111111111111', { ban: true }, admin);
      expect([missing.status, missing.body['message']]).toEqual([404, 'User or number not found']);
      expect((await system.http.patch(`/admin/users/${account._id}`, { ban: 'yes' }, admin)).body['fields']).toEqual({ ban: 'format' });
      expect((await system.http.post('/admin/mode', { maintenance: 1 }, admin)).status).toBe(400);
      expect((await system.http.get('/admin/users?limit=500', admin)).body['fields']).toEqual({ limit: 'max' });
      const wrongAdmin = await system.http.post('/admin', { email: system.admin.email, password: 'Wrong1234' });
      expect([wrongAdmin.status, wrongAdmin.body['message']]).toEqual([401, 'Wrong email or password']);
      expect((await system.http.post('/admin', { email: account.email, password: account.password })).status).toBe(401);
    });
  });

  describe('transport', () => {
    it('answers malformed JSON with 400 and unknown routes with 404, echoing the correlation id', async () => {
      const bad = await system.http.request('POST', '/users/login', { body: '{"email":', headers: { 'content-type': 'application/json' } });
      expect(bad.status).toBe(400);
      const unknown = await system.http.request('GET', '/no/such/route', { headers: { 'x-correlation-id': 'trace-42' } });
      expect(unknown.status).toBe(404);
      expect(unknown.headers.get('x-correlation-id')).toBe('trace-42');
    });
  });

  describe('rate limits', () => {
    it('throttles mailing routes per email with 429 and Retry-After, without telling whether the email exists', async () => {
      const email = uniqueEmail('throttle');
      const replies = [];
      for (let i = 0; i < 4; i++) replies.push(await system.http.post('/users/verify/resend/', { email }));
      expect(replies.slice(0, 3).map((r) => r.status)).toEqual([200, 200, 200]);
      expect(replies[3].status).toBe(429);
      expect(Number(replies[3].headers.get('retry-after'))).toBeGreaterThan(0);
      expect(replies[3].body['code']).toBe('COMMON.RATE_LIMITED');
      expect((await system.http.post('/users/verify/resend', { email: uniqueEmail('other') })).status).toBe(200);
    });

    it('throttles registration per client address', async () => {
      const visitor = system.http.from('192.0.2.77');
      const statuses = [];
      for (let i = 0; i < 11; i++) {
        const altcha = await system.http.solveCaptcha();
        statuses.push((await visitor.post('/users/register', { email: uniqueEmail('flood'), password: PASSWORD, lang: 'en', altcha })).status);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
      expect(statuses[10]).toBe(429);
      expect((await system.http.from('192.0.2.78').post('/users/register', { email: 'x' })).status).toBe(400);
    });

    it('throttles login per email', async () => {
      const email = uniqueEmail('brute');
      const statuses = [];
      for (let i = 0; i < 11; i++) statuses.push((await system.http.post('/users/login', { email, password: 'Guess1234' })).status);
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    });
  });
});
