import { Injectable } from '@nestjs/common';
import { DomainError, ErrorCode } from '@simrelay/contracts';
import { randomUUID } from 'node:crypto';
import { EntityManager, IsNull } from 'typeorm';
import { newSecret, secretHash } from '../security/secret-tokens';
import { EmailToken, EmailTokenPurpose } from './email-token.entity';

export const TOKEN_TTL_SECONDS: Record<EmailTokenPurpose, number> = { verify: 24 * 3600, restore: 3600 };

const INVALID_LINK = 'This link is invalid, already used or expired. Ask for a new one.';

/** Mailed single-use secrets: issued with an expiry, stored hashed, consumed once. */
@Injectable()
export class EmailTokensService {
  /** Issues a new token and retires the user's earlier unused ones for the same purpose. */
  async issue(manager: EntityManager, userId: string, purpose: EmailTokenPurpose): Promise<{ token: string; expiresAt: Date }> {
    const now = new Date();
    await manager.update(EmailToken, { userId, purpose, usedAt: IsNull() }, { usedAt: now });
    const token = newSecret();
    const expiresAt = new Date(now.getTime() + TOKEN_TTL_SECONDS[purpose] * 1000);
    await manager.insert(EmailToken, { id: randomUUID(), userId, purpose, tokenHash: secretHash(token), expiresAt, usedAt: null });
    return { token, expiresAt };
  }

  /** The live token row, or an error; locks it when `forUpdate` so two uses race safely. */
  async find(manager: EntityManager, token: string, purpose: EmailTokenPurpose, forUpdate: boolean): Promise<EmailToken> {
    const query = manager
      .getRepository(EmailToken)
      .createQueryBuilder('t')
      .where('t.token_hash = :hash AND t.purpose = :purpose', { hash: secretHash(token), purpose });
    if (forUpdate) query.setLock('pessimistic_write');
    const row = await query.getOne();
    if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) {
      throw new DomainError(ErrorCode.TokenInvalid, INVALID_LINK, { token: 'tokenInvalid' });
    }
    return row;
  }

  async consume(manager: EntityManager, token: string, purpose: EmailTokenPurpose): Promise<EmailToken> {
    const row = await this.find(manager, token, purpose, true);
    await manager.update(EmailToken, { id: row.id }, { usedAt: new Date() });
    return row;
  }
}
