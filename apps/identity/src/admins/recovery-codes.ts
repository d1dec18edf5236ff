import { randomInt, randomUUID } from 'node:crypto';
import { EntityManager, IsNull } from 'typeorm';
import { PasswordHasher } from '../security/password-hasher';
import { AdminRecoveryCode } from './admin-recovery-code.entity';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
export const RECOVERY_CODE_COUNT = 10;

/** `abcde-fghij`: 50 random bits, hashed like a password (argon2id, salted) since that is below 112 bits. */
const newCode = (): string => {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};

/** What the administrator typed, as it was issued: lower case, with its dash. */
const normalise = (typed: string): string => {
  const chars = typed.toLowerCase().replace(/[^a-z2-7]/g, '');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};

/** Recovery codes: each stands in for one TOTP code, once. */
export class RecoveryCodes {
  constructor(private readonly hasher: PasswordHasher) {}

  /** Replaces every code of the administrator with ten new ones, returned in clear this once. */
  async replace(manager: EntityManager, adminId: string): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
    const hashes = await Promise.all(codes.map((code) => this.hasher.hash(code)));
    await manager.delete(AdminRecoveryCode, { adminId });
    await manager.insert(
      AdminRecoveryCode,
      hashes.map((codeHash) => ({ id: randomUUID(), adminId, codeHash, usedAt: null })),
    );
    return codes;
  }

  /** Uses up the matching unused code; false when none matches or it was just used by another request. */
  async consume(manager: EntityManager, adminId: string, typed: string): Promise<boolean> {
    const code = normalise(typed);
    const unused = await manager.findBy(AdminRecoveryCode, { adminId, usedAt: IsNull() });
    for (const row of unused) {
      if (!(await this.hasher.verify(row.codeHash, code))) continue;
      const taken = await manager.update(AdminRecoveryCode, { id: row.id, usedAt: IsNull() }, { usedAt: new Date() });
      return Boolean(taken.affected);
    }
    return false;
  }

  left(manager: EntityManager, adminId: string): Promise<number> {
    return manager.countBy(AdminRecoveryCode, { adminId, usedAt: IsNull() });
  }
}
