import { DomainError, ErrorCode, Principal } from '@simrelay/contracts';
import { SessionTokenCheck } from '../auth/session-token-check';
import type { IdentityClient } from '../identity/identity.client';

/** The user token from a socket.io handshake: `auth.token` (the client's way) or `?token=`. */
export function handshakeToken(handshake: { auth?: Record<string, unknown>; query?: Record<string, unknown> }): string | undefined {
  const token = handshake.auth?.['token'] ?? handshake.query?.['token'];
  if (typeof token !== 'string' || !token) return undefined;
  return token.replace(/^Bearer\s+/i, '');
}

/** The same checks as the HTTP guard: signature, audience, expiry, then the session in identity. */
export class SocketAuth {
  private readonly tokens: SessionTokenCheck;

  constructor(
    secret: string,
    private readonly identity: IdentityClient,
  ) {
    this.tokens = new SessionTokenCheck(secret, 'user');
  }

  async principal(token: string): Promise<Principal> {
    const sessionId = this.tokens.sessionId(token);
    if (!sessionId) throw new DomainError(ErrorCode.Unauthorized);
    return this.identity.resolveSession(sessionId, 'user');
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
