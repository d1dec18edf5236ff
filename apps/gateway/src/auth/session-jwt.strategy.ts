import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Audience, Principal } from '@simrelay/contracts';
import type { FastifyRequest } from 'fastify';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { IdentityClient } from '../identity/identity.client';
import { PrincipalCache } from './principal-cache';
import { sessionSecretKey, sessionVerifyOptions } from './session-token-check';

interface SessionClaims {
  sub: string;
  sid: string;
}

/** The back office says how long its administrator has done nothing (its own polling is not activity). */
export const IDLE_HEADER = 'x-idle-seconds';

/** Seconds, when the header is a sane whole number; absent or odd: 0 (activity now). */
export function idleSecondsOf(request: FastifyRequest): number {
  const value = Number(request.headers[IDLE_HEADER]);
  return Number.isInteger(value) && value > 0 && value <= 7 * 86400 ? value : 0;
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
        secretOrKey: sessionSecretKey(secret) as unknown as Buffer,
        ...sessionVerifyOptions(audience),
        ignoreExpiration: false,
        passReqToCallback: true,
      });
    }

    validate(request: FastifyRequest, claims: SessionClaims): Promise<Principal> {
      // Admin sessions are never kept: each request is checked, and counts as activity unless the app says otherwise.
      const load = () => this.identity.resolveSession(claims.sid, audience, audience === 'admin' ? idleSecondsOf(request) : undefined);
      return this.cache ? this.cache.session(claims.sid, load) : load();
    }
  }
  return SessionJwtStrategy;
}

export const UserJwtStrategy = sessionStrategy('user-jwt', 'user');
export const AdminJwtStrategy = sessionStrategy('admin-jwt', 'admin');
