import { DomainError, ErrorCode } from '@simrelay/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { newSecret, secretHash } from '../security/secret-tokens';
import { AdminChallenge } from './admin-challenge.entity';

/** Wrong codes a challenge takes before it is spent (then the password again, itself rate-limited). */
export const CHALLENGE_ATTEMPTS = 5;
const LIFETIME_MS = { totp: 5 * 60_000, enrol: 15 * 60_000 } as const;

const over = () => new DomainError(ErrorCode.Unauthorized, 'This login has expired or was used up. Log in again.');

/** The step between an administrator's password and their second factor. */
export class AdminChallenges {
  constructor(private readonly dataSource: DataSource) {}

  async open(adminId: string, purpose: AdminChallenge['purpose']): Promise<{ token: string; expiresAt: Date }> {
    const token = newSecret(32);
    const expiresAt = new Date(Date.now() + LIFETIME_MS[purpose]);
    await this.dataSource.getRepository(AdminChallenge).insert({ id: randomUUID(), tokenHash: secretHash(token), adminId, purpose, attempts: 0, expiresAt, usedAt: null });
    return { token, expiresAt };
  }

  /** The open challenge, without counting a try (showing the QR code is no guess). */
  async peek(token: string, purpose: AdminChallenge['purpose']): Promise<AdminChallenge> {
    const row = await this.dataSource.getRepository(AdminChallenge).findOneBy({ tokenHash: secretHash(token) });
    if (!row || !this.usable(row, purpose)) throw over();
    return row;
  }

  /** Counts a try before the code is checked, committed at once: parallel guesses each spend one. */
  async attempt(token: string, purpose: AdminChallenge['purpose']): Promise<AdminChallenge> {
    return this.dataSource.transaction(async (manager) => {
      const row = await manager.findOne(AdminChallenge, { where: { tokenHash: secretHash(token) }, lock: { mode: 'pessimistic_write' } });
      if (!row || !this.usable(row, purpose)) throw over();
      await manager.update(AdminChallenge, { id: row.id }, { attempts: row.attempts + 1 });
      return row;
    });
  }

  /** Spends the challenge once its code was right; a second use (a replayed request) is refused. */
  async spend(manager: EntityManager, challenge: AdminChallenge): Promise<void> {
    const spent = await manager.update(AdminChallenge, { id: challenge.id, usedAt: IsNull() }, { usedAt: new Date() });
    if (!spent.affected) throw over();
  }

  private usable(row: AdminChallenge, purpose: AdminChallenge['purpose']): boolean {
    return row.purpose === purpose && row.usedAt === null && row.expiresAt.getTime() > Date.now() && row.attempts < CHALLENGE_ATTEMPTS;
  }
}
