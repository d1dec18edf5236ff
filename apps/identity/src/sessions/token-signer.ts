import { JwtService } from '@nestjs/jwt';
import { Audience, SESSION_TOKEN_ISSUER, sessionTokenAudience } from '@simrelay/contracts';

/** Signs session tokens; user and admin tokens use different keys and audiences. */
export class TokenSigner {
  private readonly signers: Record<Audience, JwtService>;

  constructor(userSecret: string, adminSecret: string) {
    this.signers = {
      user: new JwtService({ secret: userSecret }),
      admin: new JwtService({ secret: adminSecret }),
    };
  }

  sign(audience: Audience, subjectId: string, sessionId: string, expiresAt: Date): string {
    return this.signers[audience].sign(
      { sub: subjectId, sid: sessionId },
      {
        algorithm: 'HS256',
        audience: sessionTokenAudience(audience),
        issuer: SESSION_TOKEN_ISSUER,
        expiresIn: Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000)),
      },
    );
  }
}
