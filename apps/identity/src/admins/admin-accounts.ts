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
    const problem = emailProblem(rawEmail) ?? newPasswordProblem(password);
    if (problem) throw new Error(`Refused administrator credentials: ${problem} (a valid email; password 8-16 letters and digits with upper, lower and digit)`);
    if (this.breached.isBreached(password)) throw new Error('Refused administrator credentials: this password is in a list of breached passwords; choose another');
    const email = normaliseEmail(rawEmail);
    const passwordHash = await this.hasher.hash(password);
    const repo = this.dataSource.getRepository(Admin);
    const existing = await repo.findOneBy({ email });
    const audit = new AdminAuditLog(this.dataSource);
    if (existing) {
      await repo.update({ id: existing.id }, { passwordHash });
      await audit.record({ adminId: existing.id, action: 'admin.password', target: email, outcome: 'done', ip: 'command line' });
      return { id: existing.id, created: false };
    }
    const id = randomUUID();
    await repo.insert({ id, email, passwordHash });
    await audit.record({ adminId: id, action: 'admin.create', target: email, outcome: 'done', ip: 'command line' });
    return { id, created: true };
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

  /** At start: creates the configured administrator only while none exists. */
  async bootstrap(email: string | undefined, password: string | undefined): Promise<boolean> {
    if (!email || !password || (await this.dataSource.getRepository(Admin).count()) > 0) return false;
    await this.upsert(email, password);
    return true;
  }
}
