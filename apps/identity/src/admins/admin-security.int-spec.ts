import {
  AdminLoginResult, AdminMfaChallenge, AdminSecuritySubjects, AdminSecurityView, AdminSessionIssued, AuditPage, DomainError, ErrorCode, IdentitySubjects,
  Principal, TotpConfirmed, TotpEnrolment,
} from '@simrelay/contracts';
import { BreachedPasswords } from '../security/breached-passwords';
import { PasswordHasher } from '../security/password-hasher';
import { IdentityHarness, startIdentityHarness } from '../testing/identity-harness';
import { AdminAccounts } from './admin-accounts';
import { CHALLENGE_ATTEMPTS } from './admin-challenges';
import { totpCode } from './totp';

const PASSWORD = 'Harbor7Relay';
const STEP_MS = 30_000;

/**
 * Administrators' second factor and sessions, over NATS against a real database: enrolment
 * required at the first login, codes taken once, recovery codes single-use, challenges
 * that run out, idle sessions that end, and an audit log nobody can edit.
 */
describe('identity: administrators\' second factor, idle sessions and the audit log', () => {
  let h: IdentityHarness;
  let counter = 0;
  const IDLE = 900;

  beforeAll(async () => {
    h = await startIdentityHarness({ ADMIN_TOTP_REQUIRED: 'true', ADMIN_IDLE_TIMEOUT_SECONDS: String(IDLE) });
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
  const newAdmin = async () => {
    const email = `ops${++counter}-${Date.now()}@example.com`;
    await new AdminAccounts(h.dataSource, new PasswordHasher(8192, 1), BreachedPasswords.of([])).upsert(email, PASSWORD);
    return email;
  };
  const login = (email: string) => call<AdminLoginResult>(AdminSecuritySubjects.login, { email, password: PASSWORD, ip: '203.0.113.7', userAgent: 'jest' });
  const challenge = async (email: string, expected: 'totp' | 'enrol') => {
    const result = await login(email);
    expect(result).toMatchObject({ mfa: expected });
    return (result as AdminMfaChallenge).challenge;
  };
  /** An administrator who enrolled: their secret, recovery codes, and the session enrolling gave. */
  const enrolled = async () => {
    const email = await newAdmin();
    const token = await challenge(email, 'enrol');
    const { secret } = await call<TotpEnrolment>(AdminSecuritySubjects.totpStart, { challenge: token });
    const now = Date.now();
    const confirmed = await call<TotpConfirmed>(AdminSecuritySubjects.totpConfirm, { challenge: token, code: totpCode(secret, now) });
    return { email, secret, enrolledAt: now, ...confirmed };
  };
  const sessionIdOf = (token: string): string => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid;

  it('makes an administrator without TOTP enrol at login (QR URI, first code), with ten recovery codes and the secret stored encrypted', async () => {
    const email = await newAdmin();
    expect((await failure(IdentitySubjects.adminLogin, { email, password: PASSWORD })).code).toBe(ErrorCode.Forbidden);
    const token = await challenge(email, 'enrol');
    const enrolment = await call<TotpEnrolment>(AdminSecuritySubjects.totpStart, { challenge: token });
    expect(enrolment.uri).toMatch(new RegExp(`^otpauth://totp/SimRelay:${encodeURIComponent(email)}\\?.*secret=${enrolment.secret}`));

    const wrong = await failure(AdminSecuritySubjects.totpConfirm, { challenge: token, code: totpCode(enrolment.secret, Date.now() + 10 * STEP_MS) });
    expect([wrong.code, wrong.message]).toEqual([ErrorCode.BadCredentials, 'Wrong code']);
    const confirmed = await call<TotpConfirmed>(AdminSecuritySubjects.totpConfirm, { challenge: token, code: totpCode(enrolment.secret, Date.now()) });
    expect(confirmed.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.recoveryCodes).size).toBe(10);
    expect(confirmed.session).toMatchObject({ idleTimeoutSeconds: IDLE });
    const principal = await call<Principal>(IdentitySubjects.resolveSession, { sessionId: sessionIdOf(confirmed.session?.token as string), audience: 'admin' });
    expect(principal.audience).toBe('admin');

    const { rows } = { rows: await h.dataSource.query(`SELECT totp_secret_cipher, totp_pending_cipher, totp_enabled_at FROM identity.admins WHERE email = $1`, [email]) };
    expect(rows[0].totp_secret_cipher).not.toContain(enrolment.secret);
    expect(rows[0].totp_pending_cipher).toBeNull();
    expect(rows[0].totp_enabled_at).not.toBeNull();
    const codes = await h.dataSource.query(`SELECT code_hash FROM identity.admin_recovery_codes a JOIN identity.admins d ON d.id = a.admin_id WHERE d.email = $1`, [email]);
    expect(codes.map((c: { code_hash: string }) => c.code_hash.startsWith('$argon2id$'))).toEqual(Array(10).fill(true));
    // The enrolment challenge is spent.
    expect((await failure(AdminSecuritySubjects.totpConfirm, { challenge: token, code: totpCode(enrolment.secret, Date.now()) })).code).toBe(ErrorCode.Unauthorized);
    expect(await call<AdminSecurityView>(AdminSecuritySubjects.status, { adminId: principal.subjectId })).toEqual({
      email, totpEnabled: true, totpRequired: true, recoveryCodesLeft: 10, idleTimeoutSeconds: IDLE,
    });
  });

  it('takes each TOTP code once: the code used to enrol, or used to log in, never opens another session', async () => {
    const { email, secret, enrolledAt } = await enrolled();
    const enrolCode = totpCode(secret, enrolledAt);
    expect((await failure(AdminSecuritySubjects.verify, { challenge: await challenge(email, 'totp'), code: enrolCode })).message).toBe('Wrong code');

    const next = totpCode(secret, enrolledAt + STEP_MS);
    const session = await call<AdminSessionIssued>(AdminSecuritySubjects.verify, { challenge: await challenge(email, 'totp'), code: next });
    expect(session.token.split('.')).toHaveLength(3);
    expect((await failure(AdminSecuritySubjects.verify, { challenge: await challenge(email, 'totp'), code: next })).message).toBe('Wrong code');
    // An older step than the last one taken is a replay too.
    expect((await failure(AdminSecuritySubjects.verify, { challenge: await challenge(email, 'totp'), code: enrolCode })).message).toBe('Wrong code');
  });

  it('takes each recovery code once, in any case and with or without its dash', async () => {
    const { email, recoveryCodes } = await enrolled();
    const [first, second] = recoveryCodes;
    const session = await call<AdminSessionIssued>(AdminSecuritySubjects.verify, { challenge: await challenge(email, 'totp'), recoveryCode: first.toUpperCase() });
    expect(session.adminId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await failure(AdminSecuritySubjects.verify, { challenge: await challenge(email, 'totp'), recoveryCode: first })).code).toBe(ErrorCode.BadCredentials);
    await call(AdminSecuritySubjects.verify, { challenge: await challenge(email, 'totp'), recoveryCode: second.replace('-', '') });
    expect((await call<AdminSecurityView>(AdminSecuritySubjects.status, { adminId: session.adminId })).recoveryCodesLeft).toBe(8);

    // Used at once from two sides, a code opens one session.
    const third = recoveryCodes[2];
    const both = await Promise.allSettled([
      call(AdminSecuritySubjects.verify, { challenge: await challenge(email, 'totp'), recoveryCode: third }),
      call(AdminSecuritySubjects.verify, { challenge: await challenge(email, 'totp'), recoveryCode: third }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('spends a challenge after a few wrong codes: the right code then needs the password again', async () => {
    const { email, secret, enrolledAt } = await enrolled();
    const token = await challenge(email, 'totp');
    for (let i = 0; i < CHALLENGE_ATTEMPTS; i++) {
      expect((await failure(AdminSecuritySubjects.verify, { challenge: token, code: '000000' })).code).toBe(ErrorCode.BadCredentials);
    }
    expect((await failure(AdminSecuritySubjects.verify, { challenge: token, code: totpCode(secret, enrolledAt + STEP_MS) })).code).toBe(ErrorCode.Unauthorized);
    await call(AdminSecuritySubjects.verify, { challenge: await challenge(email, 'totp'), code: totpCode(secret, enrolledAt + STEP_MS) });
  });

  it('replaces the recovery codes against a current code; the old ones stop working', async () => {
    const { email, secret, enrolledAt, recoveryCodes, session } = await enrolled();
    const adminId = session?.adminId as string;
    expect((await failure(AdminSecuritySubjects.recoveryCodes, { adminId, code: totpCode(secret, enrolledAt) })).message).toBe('Wrong code');
    const fresh = await call<TotpConfirmed>(AdminSecuritySubjects.recoveryCodes, { adminId, code: totpCode(secret, enrolledAt + STEP_MS) });
    expect(fresh.recoveryCodes).toHaveLength(10);
    expect((await failure(AdminSecuritySubjects.verify, { challenge: await challenge(email, 'totp'), recoveryCode: recoveryCodes[0] })).code).toBe(ErrorCode.BadCredentials);
    await call(AdminSecuritySubjects.verify, { challenge: await challenge(email, 'totp'), recoveryCode: fresh.recoveryCodes[0] });
  });

  it('ends an admin session after the idle timeout; the back office\'s own polling does not count as activity', async () => {
    const { session } = await enrolled();
    const sessionId = sessionIdOf(session?.token as string);
    const resolve = (idleSeconds?: number) => call<Principal>(IdentitySubjects.resolveSession, { sessionId, audience: 'admin', ...(idleSeconds === undefined ? {} : { idleSeconds }) });
    const lastActive = async (): Promise<number> =>
      Number((await h.dataSource.query(`SELECT extract(epoch FROM now() - last_active_at)::int AS idle FROM identity.sessions WHERE id = $1`, [sessionId]))[0].idle);
    const idleFor = (seconds: number) => h.dataSource.query(`UPDATE identity.sessions SET last_active_at = now() - make_interval(secs => $2) WHERE id = $1`, [sessionId, seconds]);

    await idleFor(IDLE - 60);
    // A poll reporting no input for as long keeps the last activity where it was.
    await resolve(IDLE - 60);
    expect(await lastActive()).toBeGreaterThanOrEqual(IDLE - 60);
    // Input a minute ago: the activity moves up to then.
    await resolve(60);
    expect(await lastActive()).toBeLessThan(IDLE - 60);
    expect(await lastActive()).toBeGreaterThanOrEqual(60);

    await idleFor(IDLE + 1);
    expect((await failure(IdentitySubjects.resolveSession, { sessionId, audience: 'admin', idleSeconds: 0 })).code).toBe(ErrorCode.Unauthorized);
    // Ended for good: a later request claiming fresh input does not bring it back.
    await idleFor(0);
    expect((await failure(IdentitySubjects.resolveSession, { sessionId, audience: 'admin', idleSeconds: 0 })).code).toBe(ErrorCode.Unauthorized);
  });

  it('keeps an audit log of every step, readable and filtered, that refuses to be changed or emptied', async () => {
    const email = await newAdmin();
    expect((await failure(AdminSecuritySubjects.login, { email, password: 'Wrong1234' })).code).toBe(ErrorCode.BadCredentials);
    await call(AdminSecuritySubjects.auditRecord, {
      action: 'POST /admin/users/balance', adminId: (await h.dataSource.query(`SELECT id FROM identity.admins WHERE email = $1`, [email]))[0].id,
      target: 'user-1', outcome: 'done', request: { amount: 2.5 }, before: { balance: 1 }, after: { balance: 3.5 }, ip: '203.0.113.9', userAgent: 'browser',
    });
    const page = await call<AuditPage>(AdminSecuritySubjects.auditList, { admin: email });
    expect(page.items.map((e) => [e.action, e.outcome])).toEqual([['POST /admin/users/balance', 'done'], ['admin.login', 'refused'], ['admin.create', 'done']]);
    expect(page.items[0]).toMatchObject({ adminEmail: email, target: 'user-1', before: { balance: 1 }, after: { balance: 3.5 }, ip: '203.0.113.9', userAgent: 'browser' });
    expect((await call<AuditPage>(AdminSecuritySubjects.auditList, { admin: email, action: 'balance' })).total).toBe(1);

    const id = page.items[0]._id;
    await expect(h.dataSource.query(`UPDATE identity.admin_audit SET after_state = '{"balance": 1000}' WHERE id = $1`, [id])).rejects.toThrow(/append-only/);
    await expect(h.dataSource.query(`DELETE FROM identity.admin_audit WHERE id = $1`, [id])).rejects.toThrow(/append-only/);
    await expect(h.dataSource.query(`TRUNCATE identity.admin_audit`)).rejects.toThrow(/append-only/);
    expect((await call<AuditPage>(AdminSecuritySubjects.auditList, { admin: email })).items[0]).toMatchObject({ _id: id, after: { balance: 3.5 } });
  });
});
