import { JwtService } from '@nestjs/jwt';
import { DomainError, ErrorCode, Principal, SESSION_TOKEN_ISSUER, sessionTokenAudience } from '@simrelay/contracts';
import type { IdentityClient } from '../identity/identity.client';

/** The user token from a socket.io handshake: `auth.token` (the client's way) or `?token=`. */
export function handshakeToken(handshake: { auth?: Record<string, unknown>; query?: Record<string, unknown> }): string | undefined {
  const token = handshake.auth?.['token'] ?? handshake.query?.['token'];
  if (typeof token !== 'string' || !token) return undefined;
  return token.replace(/^Bearer\s+/i, '');
}

/** The same checks as the HTTP guard: signature, audience, expiry, then the session in identity. */
export class SocketAuth {
  private readonly jwt: JwtService;

  constructor(
    secret: string,
    private readonly identity: IdentityClient,
  ) {
    this.jwt = new JwtService({ secret });
  }

  async principal(token: string): Promise<Principal> {
    const claims = await this.jwt.verifyAsync<{ sid: string }>(token, {
      audience: sessionTokenAudience('user'), issuer: SESSION_TOKEN_ISSUER, algorithms: ['HS256'],
    });
    return this.identity.resolveSession(claims.sid, 'user');
  }

  /** Whether a session still stands; false when identity refuses it, a throw when identity cannot say. */
  async sessionStands(sessionId: string): Promise<boolean> {
    try {
      await this.identity.resolveSession(sessionId, 'user');
      return true;
    } catch (error) {
      if (error instanceof DomainError && error.code === ErrorCode.Unauthorized) return false;
      throw error;
    }
  }
}
