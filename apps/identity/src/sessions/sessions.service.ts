import { Inject, Injectable } from '@nestjs/common';
import { Audience, DomainError, ErrorCode, Principal } from '@simrelay/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { IdentityEnv } from '../config';
import { IDENTITY_ENV } from '../identity.tokens';
import { Admin } from '../admins/admin.entity';
import { User } from '../users/user.entity';
import { toUserView } from '../users/user.views';
import { PrincipalChanges } from './principal-changes';
import { Session } from './session.entity';
import { TokenSigner } from './token-signer';

export interface IssuedSession {
  sessionId: string;
  token: string;
  expiresAt: Date;
}

const unauthorized = () => new DomainError(ErrorCode.Unauthorized, 'Unauthorized');

@Injectable()
export class SessionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly signer: TokenSigner,
    private readonly changes: PrincipalChanges,
    @Inject(IDENTITY_ENV) private readonly env: IdentityEnv,
  ) {}

  async issue(manager: EntityManager, audience: Audience, subjectId: string): Promise<IssuedSession> {
    const ttl = audience === 'user' ? this.env.USER_SESSION_TTL_SECONDS : this.env.ADMIN_SESSION_TTL_SECONDS;
    const sessionId = randomUUID();
    const expiresAt = new Date(Date.now() + ttl * 1000);
    await manager.insert(Session, { id: sessionId, audience, subjectId, expiresAt, revokedAt: null });
    return { sessionId, expiresAt, token: this.signer.sign(audience, subjectId, sessionId, expiresAt) };
  }

  /**
   * Who holds this session, checked against revocation and expiry on every request: one
   * query, the session joined to its holder.
   */
  async resolve(sessionId: string, audience: Audience): Promise<Principal> {
    const holder = audience === 'admin' ? Admin : User;
    const found = await this.dataSource
      .getRepository<Admin | User>(holder)
      .createQueryBuilder('holder')
      .innerJoin(Session, 's', 's.subject_id = holder.id')
      .where('s.id = :sessionId AND s.audience = :audience AND s.revoked_at IS NULL AND s.expires_at > now()', { sessionId, audience })
      .getOne();
    if (!found) throw unauthorized();
    if (found instanceof User) return { audience, sessionId, subjectId: found.id, user: toUserView(found) };
    return { audience, sessionId, subjectId: found.id };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.dataSource.getRepository(Session).update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date() });
    await this.changes.session(sessionId);
  }

  /** After a password change every other login of that user ends. The caller announces it after its commit. */
  async revokeAll(manager: EntityManager, subjectId: string): Promise<void> {
    await manager.update(Session, { subjectId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }
}
