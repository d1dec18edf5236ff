import { newPasswordProblem, normaliseEmail, emailProblem } from '@simrelay/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { PasswordHasher } from '../security/password-hasher';
import { Admin } from './admin.entity';

/**
 * Creating administrators: from the command line or from the bootstrap variables at
 * first start. Never through a route, and with no default password.
 */
export class AdminAccounts {
  constructor(
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
  ) {}

  /** Creates an administrator, or sets a new password for an existing one. */
  async upsert(rawEmail: string, password: string): Promise<{ id: string; created: boolean }> {
    const problem = emailProblem(rawEmail) ?? newPasswordProblem(password);
    if (problem) throw new Error(`Refused administrator credentials: ${problem} (a valid email; password 8-16 letters and digits with upper, lower and digit)`);
    const email = normaliseEmail(rawEmail);
    const passwordHash = await this.hasher.hash(password);
    const repo = this.dataSource.getRepository(Admin);
    const existing = await repo.findOneBy({ email });
    if (existing) {
      await repo.update({ id: existing.id }, { passwordHash });
      return { id: existing.id, created: false };
    }
    const id = randomUUID();
    await repo.insert({ id, email, passwordHash });
    return { id, created: true };
  }

  /** At start: creates the configured administrator only while none exists. */
  async bootstrap(email: string | undefined, password: string | undefined): Promise<boolean> {
    if (!email || !password || (await this.dataSource.getRepository(Admin).count()) > 0) return false;
    await this.upsert(email, password);
    return true;
  }
}
