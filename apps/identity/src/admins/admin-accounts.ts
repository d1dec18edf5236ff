import { newPasswordProblem, normaliseEmail, emailProblem } from '@simrelay/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource, IsNull, Not } from 'typeorm';
import { AdminAuditLog } from '../audit/admin-audit-log';
import { BreachedPasswords } from '../security/breached-passwords';
import { PasswordHasher } from '../security/password-hasher';
import { AdminRecoveryCode } from './admin-recovery-code.entity';
import { Admin } from './admin.entity';

/**
 * Creating administrators: from the command line or from the bootstrap variables at
 * first start. Never through a route, and with no default password.
 */
export class AdminAccounts {
  constructor(
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly breached: BreachedPasswords,
  ) {}

  /** Creates an administrator, or sets a new password for an existing one. */
  async upsert(rawEmail: string, password: string): Promise<{ id: string; created: boolean }> {
    const { email, passwordHash } = await this.credentials(rawEmail, password);
    const repo = this.dataSource.getRepository(Admin);
    const existing = await repo.findOneBy({ email });
    if (!existing) {
      const id = await this.create(email, passwordHash);
      if (id) return { id, created: true };
    }
    // Existing, or created meanwhile by another run.
    const admin = existing ?? (await repo.findOneByOrFail({ email }));
    await repo.update({ id: admin.id }, { passwordHash });
    await new AdminAuditLog(this.dataSource).record({ adminId: admin.id, action: 'admin.password', target: email, outcome: 'done', ip: 'command line' });
    return { id: admin.id, created: false };
  }

  /** Checked credentials: the normalised email and the password's hash. */
  private async credentials(rawEmail: string, password: string): Promise<{ email: string; passwordHash: string }> {
    const problem = emailProblem(rawEmail) ?? newPasswordProblem(password);
    if (problem) throw new Error(`Refused administrator credentials: ${problem} (a valid email; password 8-16 letters and digits with upper, lower and digit)`);
    if (this.breached.isBreached(password)) throw new Error('Refused administrator credentials: this password is in a list of breached passwords; choose another');
    return { email: normaliseEmail(rawEmail), passwordHash: await this.hasher.hash(password) };
  }

  /**
   * Inserts the administrator unless one with that email exists (replicas starting together
   * each try): its id when this call created it.
   */
  private async create(email: string, passwordHash: string): Promise<string | undefined> {
    const id = randomUUID();
    const inserted = await this.dataSource.createQueryBuilder().insert().into(Admin).values({ id, email, passwordHash }).orIgnore().returning(['id']).execute();
    if (!inserted.raw.length) return undefined;
    await new AdminAuditLog(this.dataSource).record({ adminId: id, action: 'admin.create', target: email, outcome: 'done', ip: 'command line' });
    return id;
  }

  /** A lost authenticator and lost recovery codes: the administrator enrols again at the next login. */
  async resetTotp(rawEmail: string): Promise<void> {
    const admin = await this.dataSource.getRepository(Admin).findOneBy({ email: normaliseEmail(rawEmail) });
    if (!admin) throw new Error(`No administrator ${rawEmail}`);
    await this.dataSource.transaction(async (manager) => {
      await manager.update(Admin, { id: admin.id }, { totpSecretCipher: null, totpPendingCipher: null, totpEnabledAt: null, totpLastStep: null });
      await manager.delete(AdminRecoveryCode, { adminId: admin.id, id: Not(IsNull()) });
      await new AdminAuditLog(this.dataSource).record(
        { adminId: admin.id, action: 'admin.totp.reset', target: admin.email, outcome: 'done', before: { totpEnabled: admin.totpEnabledAt !== null }, after: { totpEnabled: false }, ip: 'command line' },
        manager,
      );
    });
  }

  /**
   * At start: creates the configured administrator only while none exists. Replicas starting
   * together create it once; the others start without touching it.
   */
  async bootstrap(email: string | undefined, password: string | undefined): Promise<boolean> {
    if (!email || !password || (await this.dataSource.getRepository(Admin).count()) > 0) return false;
    const credentials = await this.credentials(email, password);
    return (await this.create(credentials.email, credentials.passwordHash)) !== undefined;
  }
}
