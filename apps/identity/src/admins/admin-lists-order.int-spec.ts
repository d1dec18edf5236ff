import { randomUUID } from 'node:crypto';
import { AdminSecuritySubjects, AuditPage, DomainError, ErrorCode, IdentitySubjects, UserPage } from '@simrelay/contracts';
import { AuditEntry } from '../audit/audit-entry.entity';
import { IdentityHarness, startIdentityHarness } from '../testing/identity-harness';
import { User } from '../users/user.entity';

describe('identity: the back office\'s users list and audit log, sorted in SQL', () => {
  let h: IdentityHarness;
  const tag = randomUUID().slice(0, 8);

  beforeAll(async () => {
    h = await startIdentityHarness();
    // Registered in this order; email order and ban limits disagree with it, and two share a limit.
    const rows = [
      { name: 'carol', banLimit: 5, banned: false },
      { name: 'alice', banLimit: 9, banned: true },
      { name: 'bob', banLimit: 5, banned: false },
      { name: 'dave', banLimit: 2, banned: true },
    ];
    for (const [index, row] of rows.entries()) {
      await h.dataSource.getRepository(User).insert({
        id: randomUUID(), email: `${row.name}-${tag}@example.com`, passwordHash: 'x', lang: 'en', webhookUrl: null, emailVerifiedAt: null,
        banned: row.banned, banLimit: row.banLimit, apiKeyHash: randomUUID(), apiKeyCipher: 'x', webhookSecretCipher: null,
        createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
      });
    }
    // Recorded in this order; the action and the administrator disagree with it.
    const entries = [
      { action: `PATCH /admin/users/${tag}`, admin: `zed-${tag}@example.com` },
      { action: `DELETE /admin/activations/${tag}`, admin: `amy-${tag}@example.com` },
      { action: `POST /admin/mode/${tag}`, admin: `max-${tag}@example.com` },
    ];
    for (const [index, entry] of entries.entries()) {
      await h.dataSource.getRepository(AuditEntry).insert({
        at: new Date(Date.UTC(2026, 1, 1 + index)), adminId: null, adminEmail: entry.admin, sessionId: null, action: entry.action, target: tag, outcome: 'done',
        error: null, ip: null, userAgent: null, correlationId: null,
      });
    }
  });
  afterAll(() => h.close());

  const list = (query: object) => h.rpc.request<UserPage>(IdentitySubjects.listUsers, { search: tag, ...query });
  const names = (page: UserPage) => page.items.map((user) => user.email.split('-')[0]);

  it('keeps newest first without a sort', async () => {
    expect(names(await list({}))).toEqual(['dave', 'bob', 'alice', 'carol']);
  });

  it('sorts by email, registration, ban and ban limit, either way', async () => {
    expect(names(await list({ sort: 'email' }))).toEqual(['alice', 'bob', 'carol', 'dave']);
    expect(names(await list({ sort: 'email', order: 'desc' }))).toEqual(['dave', 'carol', 'bob', 'alice']);
    expect(names(await list({ sort: 'createdAt', order: 'asc' }))).toEqual(['carol', 'alice', 'bob', 'dave']);
    expect((await list({ sort: 'ban', order: 'desc' })).items.map((user) => user.ban)).toEqual([true, true, false, false]);
    const limits = await list({ sort: 'banLimit' });
    expect(limits.items.map((user) => user.banLimit)).toEqual([2, 5, 5, 9]);
  });

  it('breaks ties by id, so pages neither repeat nor skip a user and the reverse order is the exact reverse', async () => {
    const whole = (await list({ sort: 'banLimit', order: 'asc' })).items.map((user) => user._id);
    const paged = [];
    for (let page = 1; page <= 4; page++) paged.push(...(await list({ sort: 'banLimit', order: 'asc', page, limit: 1 })).items.map((user) => user._id));
    expect(paged).toEqual(whole);
    const reversed = (await list({ sort: 'banLimit', order: 'desc' })).items.map((user) => user._id);
    expect(reversed).toEqual([...whole].reverse());
  });

  it('sorts the audit log by time, action and administrator', async () => {
    const audit = (query: object) => h.rpc.request<AuditPage>(AdminSecuritySubjects.auditList, { target: tag, ...query });
    const verbs = (page: AuditPage) => page.items.map((entry) => entry.action.split(' ')[0]);
    expect(verbs(await audit({}))).toEqual(['POST', 'DELETE', 'PATCH']);
    expect(verbs(await audit({ sort: 'at', order: 'asc' }))).toEqual(['PATCH', 'DELETE', 'POST']);
    expect(verbs(await audit({ sort: 'action' }))).toEqual(['DELETE', 'PATCH', 'POST']);
    expect((await audit({ sort: 'admin', order: 'desc' })).items.map((entry) => entry.adminEmail?.split('-')[0])).toEqual(['zed', 'max', 'amy']);
  });

  it('refuses a field either list does not sort by', async () => {
    const error = await h.rpc.request(IdentitySubjects.listUsers, { sort: 'password_hash' }).catch((e: DomainError) => e);
    expect(error).toMatchObject({ code: ErrorCode.Invalid, fields: { sort: 'format' } });
    const refused = await h.rpc.request(AdminSecuritySubjects.auditList, { sort: 'ip' }).catch((e: DomainError) => e);
    expect(refused).toMatchObject({ code: ErrorCode.Invalid, fields: { sort: 'format' } });
  });
});
