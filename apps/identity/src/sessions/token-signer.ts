import { JwtService } from '@nestjs/jwt';
import type { Audience } from '@simrelay/contracts';

export const TOKEN_ISSUER = 'simrelay';
export const tokenAudience = (audience: Audience): string => `simrelay:${audience}`;

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
        audience: tokenAudience(audience),
        issuer: TOKEN_ISSUER,
        expiresIn: Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000)),
      },
    );
  }
}
