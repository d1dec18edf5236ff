import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Audience, Principal, SESSION_TOKEN_ISSUER, sessionTokenAudience } from '@simrelay/contracts';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { IdentityClient } from '../identity/identity.client';
import { PrincipalCache } from './principal-cache';

interface SessionClaims {
  sub: string;
  sid: string;
}

/**
 * Checks the signature, audience and expiry locally (cheap rejection), then asks identity
 * whether the session still stands (or the cache, which identity's broadcast empties on a
 * logout): a logged-out token stops working at once.
 */
function sessionStrategy(name: string, audience: Audience) {
  @Injectable()
  class SessionJwtStrategy extends PassportStrategy(Strategy, name) {
    constructor(
      readonly secret: string,
      readonly identity: IdentityClient,
      /** Kept holders (user sessions only); absent: identity is asked every time. */
      readonly cache?: PrincipalCache,
    ) {
      super({
        jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
        secretOrKey: secret,
        audience: sessionTokenAudience(audience),
        issuer: SESSION_TOKEN_ISSUER,
        algorithms: ['HS256'],
        ignoreExpiration: false,
      });
    }

    validate(claims: SessionClaims): Promise<Principal> {
      const load = () => this.identity.resolveSession(claims.sid, audience);
      return this.cache ? this.cache.session(claims.sid, load) : load();
    }
  }
  return SessionJwtStrategy;
}

export const UserJwtStrategy = sessionStrategy('user-jwt', 'user');
export const AdminJwtStrategy = sessionStrategy('admin-jwt', 'admin');
