import { CanActivate, ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainError, ErrorCode, normaliseEmail } from '@simrelay/contracts';
import type { FastifyRequest } from 'fastify';
import { GatewayEnv } from '../config';
import { GATEWAY_ENV } from '../gateway.tokens';
import { bearerToken } from '../auth/bearer-token';
import { LimitRule, LimitVerdict, RateLimiter } from './rate-limiter';
import { RATE_LIMITS, RateLimitBucket } from './rate-limits';

const BUCKET = 'rate-limit-bucket';

/** Puts a route under one of the budgets in RATE_LIMITS. */
export const RateLimit = (bucket: RateLimitBucket) => SetMetadata(BUCKET, bucket);

/** SMS-Activate's protocol sends the key as `api_key`, in the query or in a posted form. */
function queryApiKey(request: FastifyRequest): string | undefined {
  const key = (request.query as { api_key?: unknown } | undefined)?.api_key ?? (request.body as { api_key?: unknown } | undefined)?.api_key;
  return typeof key === 'string' && key ? key : undefined;
}

/** The key a rule counts by, for this request; undefined: the rule does not apply to it. */
export function budgetIdentifier(by: LimitRule['by'], request: FastifyRequest): string | undefined {
  if (by === 'ip') return request.ip;
  if (by === 'apiKey') return bearerToken(request) ?? queryApiKey(request);
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? normaliseEmail(email) : undefined;
}

/** Hits already counted for a request before its route ran (the status-read shortcut's), so none is counted twice. */
const counted = new WeakMap<FastifyRequest, Map<LimitRule, LimitVerdict>>();

export function recordCountedHit(request: FastifyRequest, rule: LimitRule, verdict: LimitVerdict): void {
  const verdicts = counted.get(request) ?? new Map<LimitRule, LimitVerdict>();
  counted.set(request, verdicts.set(rule, verdict));
}

export const countedHit = (request: FastifyRequest, rule: LimitRule): LimitVerdict | undefined => counted.get(request)?.get(rule);

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const bucket = this.reflector.get<RateLimitBucket | undefined>(BUCKET, context.getHandler());
    if (!bucket) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    for (const rule of RATE_LIMITS[bucket]) {
      const identifier = budgetIdentifier(rule.by, request);
      if (identifier === undefined) continue;
      const verdict = countedHit(request, rule) ?? (await this.limiter.hit(bucket, rule, identifier, this.env.RATE_LIMIT_FACTOR));
      if (!verdict.allowed) {
        throw Object.assign(new DomainError(ErrorCode.RateLimited, `Too many attempts. Try again in ${verdict.retryAfterSeconds} s.`), {
          retryAfterSeconds: verdict.retryAfterSeconds,
        });
      }
    }
    return true;
  }
}
