import { Inject, Injectable } from '@nestjs/common';
import { Audience, DomainError, ErrorCode, Principal } from '@simrelay/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { IdentityEnv } from '../config';
import { IDENTITY_ENV } from '../identity.tokens';
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
   * query, the session joined to its holder. An admin session also ends after
   * ADMIN_IDLE_TIMEOUT_SECONDS without activity (`idleSeconds`: how long the back office has
   * seen no input before this request; its own polling does not count as activity).
   */
  async resolve(sessionId: string, audience: Audience, idleSeconds = 0): Promise<Principal> {
    if (audience === 'admin') return this.resolveAdmin(sessionId, idleSeconds);
    const found = await this.dataSource
      .getRepository(User)
      .createQueryBuilder('holder')
      .innerJoin(Session, 's', 's.subject_id = holder.id')
      .where('s.id = :sessionId AND s.audience = :audience AND s.revoked_at IS NULL AND s.expires_at > now()', { sessionId, audience })
      .getOne();
    if (!found) throw unauthorized();
    return { audience, sessionId, subjectId: found.id, user: toUserView(found) };
  }

  /**
   * Checks the session against the time of its last activity as stored (never against what this
   * request claims), then moves that time to this request's activity. Claimed idleness can only
   * shorten a session.
   */
  private async resolveAdmin(sessionId: string, idleSeconds: number): Promise<Principal> {
    const [rows] = (await this.dataSource.query(
      `UPDATE identity.sessions s SET last_active_at = GREATEST(s.last_active_at, now() - make_interval(secs => $2))
        WHERE s.id = $1 AND s.audience = 'admin' AND s.revoked_at IS NULL AND s.expires_at > now()
          AND s.last_active_at > now() - make_interval(secs => $3)
          AND EXISTS (SELECT 1 FROM identity.admins a WHERE a.id = s.subject_id)
        RETURNING s.subject_id`,
      [sessionId, idleSeconds, this.env.ADMIN_IDLE_TIMEOUT_SECONDS],
    )) as [Array<{ subject_id: string }>, number];
    if (rows.length) return { audience: 'admin', sessionId, subjectId: rows[0].subject_id };
    // An idle session stays ended, whatever a later request says about its activity.
    await this.dataSource.query(
      `UPDATE identity.sessions SET revoked_at = now()
        WHERE id = $1 AND audience = 'admin' AND revoked_at IS NULL AND last_active_at <= now() - make_interval(secs => $2)`,
      [sessionId, this.env.ADMIN_IDLE_TIMEOUT_SECONDS],
    );
    throw unauthorized();
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
