import { BreachedPasswords } from '../security/breached-passwords';
import { PasswordHasher } from '../security/password-hasher';
import { IdentityHarness, startIdentityHarness } from '../testing/identity-harness';
import { AdminAccounts } from './admin-accounts';

/**
 * Replicas of identity started together each find no administrator and create the configured
 * one: it is created once, and every replica starts (a second insert used to end its process).
 */
describe('identity: the bootstrap administrator', () => {
  let h: IdentityHarness;

  beforeAll(async () => {
    h = await startIdentityHarness();
  });
  afterAll(() => h.close());

  it('is created once when replicas start together, and none of them fails', async () => {
    expect((await h.dataSource.query(`SELECT count(*)::int AS n FROM identity.admins`))[0].n).toBe(0);
    const replica = () => new AdminAccounts(h.dataSource, new PasswordHasher(8192, 1), BreachedPasswords.of([]));
    const created = await Promise.all(Array.from({ length: 4 }, () => replica().bootstrap('Ops@Example.com', 'Harbor7Relay')));

    expect(created.filter(Boolean)).toHaveLength(1);
    expect(await h.dataSource.query(`SELECT email FROM identity.admins`)).toEqual([{ email: 'ops@example.com' }]);
    const audit = await h.dataSource.query(`SELECT action FROM identity.admin_audit WHERE target = 'ops@example.com'`);
    expect(audit).toEqual([{ action: 'admin.create' }]);
    // Once one exists, a later start leaves it alone.
    await expect(replica().bootstrap('other@example.com', 'Harbor7Relay')).resolves.toBe(false);
  });
});
