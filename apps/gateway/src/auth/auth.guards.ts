import { CanActivate, createParamDecorator, ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { DomainError, ErrorCode, Principal, UserView } from '@simrelay/contracts';
import type { FastifyRequest } from 'fastify';
import { IdentityClient } from '../identity/identity.client';
import { bearerToken, plausibleApiKey } from './bearer-token';
import { PrincipalCache } from './principal-cache';

type RequestWithPrincipal = FastifyRequest & { user?: Principal };

/** A user's session token. */
@Injectable()
export class UserAuthGuard extends AuthGuard('user-jwt') {}

/** An administrator's session token; a user token never passes (other key, other audience). */
@Injectable()
export class AdminAuthGuard extends AuthGuard('admin-jwt') {}

/** The public API: `Authorization: Bearer <API key>`. */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    private readonly identity: IdentityClient,
    private readonly cache: PrincipalCache,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithPrincipal>();
    const key = bearerToken(request);
    if (!plausibleApiKey(key)) throw new DomainError(ErrorCode.Unauthorized, 'Invalid or missing API key');
    request.user = await this.cache.apiKey(key, () => this.identity.resolveApiKey(key));
    return true;
  }
}

/** For actions that spend or rent: a banned account gets the SPEC's 403. Runs after an auth guard. */
@Injectable()
export class NotBannedGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const principal = context.switchToHttp().getRequest<RequestWithPrincipal>().user;
    if (principal?.user?.ban) throw new DomainError(ErrorCode.Banned, 'Your account is banned due to rules violations');
    return true;
  }
}

export const CurrentPrincipal = createParamDecorator((_data: unknown, context: ExecutionContext): Principal => {
  const principal = context.switchToHttp().getRequest<RequestWithPrincipal>().user;
  if (!principal) throw new DomainError(ErrorCode.Unauthorized, 'Unauthorized');
  return principal;
});

/** The signed-in user's record (user routes only). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): UserView => {
  const user = context.switchToHttp().getRequest<RequestWithPrincipal>().user?.user;
  if (!user) throw new DomainError(ErrorCode.Unauthorized, 'Unauthorized');
  return user;
});
