import {
  DomainError, ErrorCode, IDENTITY_PRINCIPALS_CHANGED, IdentitySubjects, Principal, PrincipalsChanged, ProfileView, SessionIssued, WebhookTargetView,
} from '@simrelay/contracts';
import { JSONCodec } from 'nats';
import { EmailToken } from '../email-tokens/email-token.entity';
import { IdentityHarness, startIdentityHarness } from '../testing/identity-harness';

// Not in the breached-passwords list (registration refuses those).
const PASSWORD = 'Relay7Harbor';

describe('identity: accounts over NATS', () => {
  let h: IdentityHarness;
  let counter = 0;
  const email = () => `user${++counter}-${Date.now()}@example.com`;

  beforeAll(async () => {
    // An operator network webhooks may reach although it is private.
    h = await startIdentityHarness({ WEBHOOK_ALLOWED_NETWORKS: '10.1.0.0/16' });
  });
  afterAll(() => h.close());

  const call = <T>(subject: string, data: object) => h.rpc.request<T>(subject, data);
  const failure = async (subject: string, data: object): Promise<DomainError> => {
    try {
      await call(subject, data);
    } catch (error) {
      return error as DomainError;
    }
    throw new Error(`${subject} unexpectedly succeeded`);
  };
  const tokenOf = (link: string) => decodeURIComponent(link.split('/').pop() as string);

  async function verifiedUser(lang = 'en'): Promise<{ email: string; session: SessionIssued }> {
    const address = email();
    await call(IdentitySubjects.register, { email: address, password: PASSWORD, lang });
    const mail = await h.nextMail(address);
    const session = await call<SessionIssued>(IdentitySubjects.verifyEmail, { token: tokenOf(mail.link) });
    return { email: address, session };
  }

  describe('register', () => {
    it.each([
      [{ email: '', password: PASSWORD, lang: 'en' }, { email: 'required' }],
      [{ email: 'no-at-sign', password: PASSWORD, lang: 'en' }, { email: 'format' }],
      [{ email: 'a@b.c', password: PASSWORD, lang: 'en' }, { email: 'emailPatern' }],
      [{ email: 'a@b.com', password: 'Ab1', lang: 'en' }, { password: 'min' }],
      [{ email: 'a@b.com', password: 'Abcdefgh12345678X', lang: 'en' }, { password: 'max' }],
      [{ email: 'a@b.com', password: 'abcdefgh1', lang: 'en' }, { password: 'pass' }],
      [{ email: 'a@b.com', password: 'Abcdefg_1', lang: 'en' }, { password: 'pass' }],
      [{ email: 'a@b.com', password: 'Абвгдеёж1A', lang: 'en' }, { password: 'pass' }],
      [{ email: 'a@b.com', lang: 'en' }, { password: 'required' }],
      [{ email: 'a@b.com', password: PASSWORD, lang: 'de' }, { lang: 'lang' }],
      [{ email: 'a@b.com', password: PASSWORD, lang: 'en', admin: true }, { admin: 'unknown' }],
      // Found in breached-password lists: refused whatever its case.
      [{ email: 'a@b.com', password: 'Password1', lang: 'en' }, { password: 'breached' }],
      [{ email: 'a@b.com', password: 'TrustNo1', lang: 'en' }, { password: 'breached' }],
    ])('refuses %j with %j', async (body, fields) => {
      const error = await failure(IdentitySubjects.register, body);
      expect(error.code).toBe(ErrorCode.Invalid);
      expect(error.fields).toEqual(fields);
    });

    it('creates an unverified account and mails a 24-hour verification link in its language', async () => {
      const address = email();
      const before = Date.now();
      const profile = await call<ProfileView>(IdentitySubjects.register, { email: address.toUpperCase(), password: PASSWORD, lang: 'uk' });
      expect(profile).toMatchObject({ email: address, lang: 'uk', emailVerified: false, ban: false, banLimit: 5 });
      expect(profile.apiKey).toMatch(/^sr_/);
      const mail = await h.nextMail(address);
      expect(mail).toMatchObject({ to: address, lang: 'uk', template: 'verify-email' });
      expect(mail.link).toMatch(/^http:\/\/localhost:3000\/users\/verify\/[A-Za-z0-9_-]{43}$/);
      const hours = (Date.parse(mail.expiresAt) - before) / 3600_000;
      expect(hours).toBeGreaterThan(23.9);
      expect(hours).toBeLessThan(24.1);
      const stored = await h.dataSource.getRepository(EmailToken).find();
      expect(JSON.stringify(stored)).not.toContain(tokenOf(mail.link));
    });

    it('refuses a second account for the same email, whatever its case', async () => {
      const address = email();
      await call(IdentitySubjects.register, { email: address, password: PASSWORD, lang: 'en' });
      const error = await failure(IdentitySubjects.register, { email: address.toUpperCase(), password: PASSWORD, lang: 'en' });
      expect(error.code).toBe(ErrorCode.EmailTaken);
      expect(error.fields).toEqual({ email: 'emailTaken' });
    });

    it('creates exactly one account when the same email registers twice at once', async () => {
      const address = email();
      const results = await Promise.allSettled(
        Array.from({ length: 5 }, () => call(IdentitySubjects.register, { email: address, password: PASSWORD, lang: 'en' })),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const r of results.filter((r) => r.status === 'rejected')) {
        expect(((r as PromiseRejectedResult).reason as DomainError).code).toBe(ErrorCode.EmailTaken);
      }
    });
  });

  describe('verification', () => {
    it('logs the user in once; the link cannot be used again', async () => {
      const address = email();
      await call(IdentitySubjects.register, { email: address, password: PASSWORD, lang: 'en' });
      const token = tokenOf((await h.nextMail(address)).link);
      const session = await call<SessionIssued>(IdentitySubjects.verifyEmail, { token });
      expect(session.user).toMatchObject({ email: address, emailVerified: true });
      expect(session.token.split('.')).toHaveLength(3);
      expect((await failure(IdentitySubjects.verifyEmail, { token })).code).toBe(ErrorCode.TokenInvalid);
    });

    it('accepts a link exactly once when it is opened many times at once', async () => {
      const address = email();
      await call(IdentitySubjects.register, { email: address, password: PASSWORD, lang: 'en' });
      const token = tokenOf((await h.nextMail(address)).link);
      const results = await Promise.allSettled(Array.from({ length: 6 }, () => call(IdentitySubjects.verifyEmail, { token })));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    });

    it('refuses an expired link', async () => {
      const address = email();
      await call(IdentitySubjects.register, { email: address, password: PASSWORD, lang: 'en' });
      const token = tokenOf((await h.nextMail(address)).link);
      await h.dataSource.query(`UPDATE identity.email_tokens SET expires_at = now() - interval '1 second'`);
      expect((await failure(IdentitySubjects.verifyEmail, { token })).code).toBe(ErrorCode.TokenInvalid);
    });

    it('resends a fresh link and retires the old one; says nothing about unknown emails', async () => {
      const address = email();
      await call(IdentitySubjects.register, { email: address, password: PASSWORD, lang: 'ru' });
      const first = tokenOf((await h.nextMail(address)).link);
      await expect(call(IdentitySubjects.resendVerification, { email: address })).resolves.toEqual({ ok: true });
      const second = await h.nextMail(address);
      expect(second.lang).toBe('ru');
      expect((await failure(IdentitySubjects.verifyEmail, { token: first })).code).toBe(ErrorCode.TokenInvalid);
      await expect(call(IdentitySubjects.verifyEmail, { token: tokenOf(second.link) })).resolves.toBeDefined();
      await expect(call(IdentitySubjects.resendVerification, { email: 'nobody-here@example.com' })).resolves.toEqual({ ok: true });
    });
  });

  describe('login and sessions', () => {
    it('refuses an unverified account with what to do next', async () => {
      const address = email();
      await call(IdentitySubjects.register, { email: address, password: PASSWORD, lang: 'en' });
      const error = await failure(IdentitySubjects.login, { email: address, password: PASSWORD });
      expect(error.code).toBe(ErrorCode.EmailNotVerified);
      expect(error.message).toMatch(/link/);
    });

    it('gives the same answer for a wrong password and an unknown email', async () => {
      const { email: address } = await verifiedUser();
      const wrong = await failure(IdentitySubjects.login, { email: address, password: 'Wrong1234' });
      const unknown = await failure(IdentitySubjects.login, { email: 'ghost@example.com', password: 'Wrong1234' });
      expect([wrong.code, wrong.message]).toEqual([ErrorCode.BadCredentials, 'Wrong email or password']);
      expect([unknown.code, unknown.message]).toEqual([wrong.code, wrong.message]);
    });

    it('resolves a session until it is revoked', async () => {
      const { email: address } = await verifiedUser();
      const session = await call<SessionIssued>(IdentitySubjects.login, { email: address, password: PASSWORD });
      const sessionId = JSON.parse(Buffer.from(session.token.split('.')[1], 'base64url').toString()).sid;
      const principal = await call<Principal>(IdentitySubjects.resolveSession, { sessionId, audience: 'user' });
      expect(principal.user?.email).toBe(address);
      expect((await failure(IdentitySubjects.resolveSession, { sessionId, audience: 'admin' })).code).toBe(ErrorCode.Unauthorized);
      await call(IdentitySubjects.revokeSession, { sessionId });
      expect((await failure(IdentitySubjects.resolveSession, { sessionId, audience: 'user' })).code).toBe(ErrorCode.Unauthorized);
    });
  });

  describe('principal change broadcasts', () => {
    /** Broadcasts seen so far; the subscription shares the connection our requests use. */
    const seen: PrincipalsChanged[] = [];
    beforeAll(async () => {
      h.messaging.connection.subscribe(h.messaging.namespace.subject(IDENTITY_PRINCIPALS_CHANGED), {
        callback: (_error, msg) => seen.push(JSONCodec<PrincipalsChanged>().decode(msg.data)),
      });
      await h.messaging.connection.flush();
    });

    it('announce every change to who a token or key stands for, before answering the call that made it', async () => {
      const { session } = await verifiedUser();
      const userId = session.user._id;
      const sessionId = JSON.parse(Buffer.from(session.token.split('.')[1], 'base64url').toString()).sid;
      const changes: Array<[string, object, PrincipalsChanged]> = [
        [IdentitySubjects.setLang, { userId, lang: 'ru' }, { userId }],
        [IdentitySubjects.setWebhookUrl, { userId, url: '' }, { userId }],
        [IdentitySubjects.regenerateApiKey, { userId }, { userId }],
        [IdentitySubjects.setUserBan, { userId, ban: true }, { userId }],
        [IdentitySubjects.setUserBanLimit, { userId, banLimit: 7 }, { userId }],
        [IdentitySubjects.revokeSession, { sessionId }, { sessionId }],
      ];
      for (const [subject, data, expected] of changes) {
        const before = seen.length;
        await call(subject, data);
        // Already here when the answer came: a gateway drops what it kept before it can be asked again.
        expect({ subject, announced: seen.slice(before) }).toEqual({ subject, announced: [expected] });
      }
    });
  });

  describe('password restore', () => {
    it('resets with the mailed key once, ends old sessions, and keeps the key when the email does not match', async () => {
      const { email: address, session } = await verifiedUser();
      await expect(call(IdentitySubjects.requestRestore, { email: address })).resolves.toEqual({ ok: true });
      const mail = await h.nextMail(address);
      expect(mail.template).toBe('restore-password');
      expect(mail.link).toContain('/users/restore/');
      expect((Date.parse(mail.expiresAt) - Date.now()) / 60_000).toBeGreaterThan(59);
      const key = tokenOf(mail.link);
      await expect(call(IdentitySubjects.checkRestoreKey, { token: key })).resolves.toEqual({ valid: true, email: address });

      const mismatch = await failure(IdentitySubjects.resetPassword, { token: key, password: 'NewSecret9', email: 'other@example.com' });
      expect(mismatch.fields).toEqual({ email: 'emailMismatch' });
      const breached = await failure(IdentitySubjects.resetPassword, { token: key, password: 'Iloveyou1' });
      expect([breached.code, breached.fields]).toEqual([ErrorCode.Invalid, { password: 'breached' }]);
      const weak = await failure(IdentitySubjects.resetPassword, { token: key, password: 'weak' });
      expect(weak.fields).toEqual({ password: 'min' });

      await expect(call(IdentitySubjects.resetPassword, { token: key, password: 'NewSecret9', email: address })).resolves.toEqual({ ok: true });
      expect((await failure(IdentitySubjects.resetPassword, { token: key, password: 'Another99' })).code).toBe(ErrorCode.TokenInvalid);
      expect((await failure(IdentitySubjects.checkRestoreKey, { token: key })).code).toBe(ErrorCode.TokenInvalid);

      const sessionId = JSON.parse(Buffer.from(session.token.split('.')[1], 'base64url').toString()).sid;
      expect((await failure(IdentitySubjects.resolveSession, { sessionId, audience: 'user' })).code).toBe(ErrorCode.Unauthorized);
      expect((await failure(IdentitySubjects.login, { email: address, password: PASSWORD })).code).toBe(ErrorCode.BadCredentials);
      await expect(call(IdentitySubjects.login, { email: address, password: 'NewSecret9' })).resolves.toBeDefined();
    });

    it('answers the same for an unknown email and mails nothing', async () => {
      await expect(call(IdentitySubjects.requestRestore, { email: 'nobody@example.com' })).resolves.toEqual({ ok: true });
      expect(h.mails.find((m) => m.to === 'nobody@example.com')).toBeUndefined();
    });
  });

  describe('profile settings', () => {
    it('changes language and webhook URL, refusing private targets', async () => {
      const { session } = await verifiedUser();
      const userId = session.user._id;
      await expect(call<ProfileView>(IdentitySubjects.setLang, { userId, lang: 'ru' })).resolves.toMatchObject({ lang: 'ru' });
      expect((await failure(IdentitySubjects.setLang, { userId, lang: 'xx' })).fields).toEqual({ lang: 'lang' });
      for (const [url, key] of [
        ['http://127.0.0.1/hook', 'urlPrivate'],
        ['http://192.168.0.10/hook', 'urlPrivate'],
        ['http://localhost:8080/', 'urlPrivate'],
        ['http://10.2.0.1/hook', 'urlPrivate'],
        ['ftp://example.com/', 'urlScheme'],
        ['nonsense', 'urlFormat'],
      ]) {
        expect((await failure(IdentitySubjects.setWebhookUrl, { userId, url })).fields).toEqual({ url: key });
      }
      await expect(call<ProfileView>(IdentitySubjects.setWebhookUrl, { userId, url: 'https://93.184.216.34/hook' })).resolves.toMatchObject({
        url: 'https://93.184.216.34/hook',
      });
      // Inside WEBHOOK_ALLOWED_NETWORKS.
      await expect(call<ProfileView>(IdentitySubjects.setWebhookUrl, { userId, url: 'http://10.1.2.3:8080/hook' })).resolves.toMatchObject({
        url: 'http://10.1.2.3:8080/hook',
      });
      await expect(call<ProfileView>(IdentitySubjects.setWebhookUrl, { userId, url: '' })).resolves.toMatchObject({ url: null });
    });

    it('gives other services the user without the API key, and NotFound for an unknown id', async () => {
      const { email: address, session } = await verifiedUser('uk');
      const user = await call<Record<string, unknown>>(IdentitySubjects.user, { userId: session.user._id });
      expect(user).toMatchObject({ _id: session.user._id, email: address, lang: 'uk' });
      expect(user).not.toHaveProperty('apiKey');
      expect((await failure(IdentitySubjects.user, { userId: '7d1b1a3e-2a7a-4b53-9b7e-6a4c3a1f0b11' })).code).toBe(ErrorCode.NotFound);
      expect((await failure(IdentitySubjects.user, { userId: 'x' })).fields).toEqual({ userId: 'format' });
    });

    it('regenerates the API key; the old key stops resolving', async () => {
      const { session } = await verifiedUser();
      const oldKey = session.user.apiKey;
      await expect(call<Principal>(IdentitySubjects.resolveApiKey, { apiKey: oldKey })).resolves.toMatchObject({ subjectId: session.user._id });
      const { apiKey } = await call<ProfileView>(IdentitySubjects.regenerateApiKey, { userId: session.user._id });
      expect(apiKey).not.toBe(oldKey);
      expect((await failure(IdentitySubjects.resolveApiKey, { apiKey: oldKey })).code).toBe(ErrorCode.Unauthorized);
      await expect(call<Principal>(IdentitySubjects.resolveApiKey, { apiKey })).resolves.toMatchObject({ subjectId: session.user._id });
    });

    it('keeps a webhook secret per user, stored encrypted, given to the webhooks service with the URL, and replaced on request', async () => {
      const { session } = await verifiedUser();
      const userId = session.user._id;
      const secret = session.user.webhookSecret;
      expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
      const [row] = await h.dataSource.query(`SELECT webhook_secret_cipher FROM identity.users WHERE id = $1`, [userId]);
      expect(row.webhook_secret_cipher).not.toContain(secret.slice(6));

      await call(IdentitySubjects.setWebhookUrl, { userId, url: 'https://93.184.216.34/hook' });
      await expect(call<WebhookTargetView>(IdentitySubjects.webhookTarget, { userId })).resolves.toEqual({ url: 'https://93.184.216.34/hook', secret });

      const { webhookSecret } = await call<ProfileView>(IdentitySubjects.regenerateWebhookSecret, { userId });
      expect(webhookSecret).toMatch(/^whsec_/);
      expect(webhookSecret).not.toBe(secret);
      await expect(call<WebhookTargetView>(IdentitySubjects.webhookTarget, { userId })).resolves.toMatchObject({ secret: webhookSecret });
      expect((await failure(IdentitySubjects.webhookTarget, { userId: '7d1b1a3e-2a7a-4b53-9b7e-6a4c3a1f0b11' })).code).toBe(ErrorCode.NotFound);
    });

    it('gives an account from before webhook signing one secret on first use, even when asked for it at once from many sides', async () => {
      const { session } = await verifiedUser();
      const userId = session.user._id;
      await h.dataSource.query(`UPDATE identity.users SET webhook_secret_cipher = NULL WHERE id = $1`, [userId]);
      const answers = await Promise.all([
        ...Array.from({ length: 4 }, () => call<WebhookTargetView>(IdentitySubjects.webhookTarget, { userId }).then((t) => t.secret)),
        ...Array.from({ length: 4 }, () => call<ProfileView>(IdentitySubjects.profile, { userId }).then((p) => p.webhookSecret)),
      ]);
      expect(new Set(answers).size).toBe(1);
      expect(answers[0]).toMatch(/^whsec_/);
    });
  });
});
