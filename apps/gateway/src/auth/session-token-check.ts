import { JwtService, JwtVerifyOptions } from '@nestjs/jwt';
import { Audience, SESSION_TOKEN_ISSUER, sessionTokenAudience } from '@simrelay/contracts';
import { createSecretKey, KeyObject } from 'node:crypto';

/**
 * A key object, not the string: given a string, jsonwebtoken first tries (and fails) to read it
 * as a public key on every check, the costliest step of a polled route.
 */
export const sessionSecretKey = (secret: string): KeyObject => createSecretKey(Buffer.from(secret));

/** What a session token must say: ours, for this audience, HS256, not expired. */
export const sessionVerifyOptions = (audience: Audience): { audience: string; issuer: string; algorithms: NonNullable<JwtVerifyOptions['algorithms']> } => ({
  audience: sessionTokenAudience(audience),
  issuer: SESSION_TOKEN_ISSUER,
  algorithms: ['HS256'],
});

/**
 * The local checks of a session token (signature, audience, issuer, expiry), as the HTTP guard
 * makes them; whether the session still stands is identity's to say.
 */
export class SessionTokenCheck {
  private readonly jwt: JwtService;
  private readonly options: JwtVerifyOptions;

  constructor(secret: string, audience: Audience) {
    this.jwt = new JwtService({ secret: sessionSecretKey(secret) as unknown as Buffer });
    this.options = sessionVerifyOptions(audience);
  }

  /** The session the token names; undefined for any token that fails a check. */
  sessionId(token: string): string | undefined {
    try {
      const claims = this.jwt.verify<{ sid?: unknown }>(token, this.options);
      return typeof claims.sid === 'string' ? claims.sid : undefined;
    } catch {
      return undefined;
    }
  }
}
