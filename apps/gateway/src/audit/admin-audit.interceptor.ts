import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuditRecordCommand, DomainError, Principal } from '@simrelay/contracts';
import { currentCorrelationId } from '@simrelay/logging';
import { LOGGER } from '@simrelay/messaging';
import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { catchError, from, mergeMap, Observable } from 'rxjs';
import { clientOrigin } from '../admin/client-origin';
import { IdentityClient } from '../identity/identity.client';
import { AuditBeforeReaders } from './audit-before';
import { auditable } from './audit-redaction';
import { SKIP_AUDIT } from './audited';

type AdminRequest = FastifyRequest & { user?: Principal };

const TARGET_FIELDS = ['userId', 'offerId', 'service', 'country', 'agentId'];

/** What the change is about: the path's id, else the first naming field of the body. */
function targetOf(params: Record<string, string>, body: Record<string, unknown>): string | undefined {
  if (params['id']) return params['id'];
  if (Array.isArray(body['ids'])) return body['ids'].map(String).join(',').slice(0, 300);
  const field = TARGET_FIELDS.find((name) => typeof body[name] === 'string');
  return field ? String(body[field]) : undefined;
}

const errorOf = (error: unknown): string =>
  error instanceof DomainError ? `${error.code}: ${error.message}` : error instanceof Error ? error.message.slice(0, 500) : 'unknown error';

/**
 * Every administrative change through the gateway goes to the audit log: any request other
 * than GET under an admin session (routes added later included), with who, what (the route,
 * its target and request), the record before (AuditBeforeReaders) and the answer after, when,
 * and from where. Refused attempts are kept too. The answer waits for the entry: a change whose
 * entry could not be stored answers 500 (and the entry is logged).
 */
@Injectable()
export class AdminAuditInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly identity: IdentityClient,
    private readonly readers: AuditBeforeReaders,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<AdminRequest>();
    const principal = request.user;
    const skip = this.reflector.getAllAndOverride<boolean | undefined>(SKIP_AUDIT, [context.getHandler(), context.getClass()]);
    if (request.method === 'GET' || request.method === 'HEAD' || principal?.audience !== 'admin' || skip) return next.handle();

    const params = { ...((request.params ?? {}) as Record<string, string>) };
    const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    const action = `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;
    const target = targetOf(params, body);
    const entry = (before: unknown): AuditRecordCommand => ({
      adminId: principal.subjectId,
      sessionId: principal.sessionId,
      action,
      ...(target ? { target } : {}),
      outcome: 'done',
      request: auditable({ ...params, ...body }) as Record<string, unknown>,
      before: auditable(before),
      ...clientOrigin(request),
      ...(currentCorrelationId() ? { correlationId: currentCorrelationId() } : {}),
    });

    return from(this.readers.before(action, { params, body })).pipe(
      mergeMap((before) =>
        next.handle().pipe(
          mergeMap(async (answer: unknown) => {
            await this.record({ ...entry(before), after: auditable(answer) });
            return answer;
          }),
          catchError(async (error: unknown) => {
            // A refused attempt is kept as well; the caller gets the refusal whatever happens here.
            await this.record({ ...entry(before), outcome: 'refused', error: errorOf(error) }).catch(() => undefined);
            throw error;
          }),
        ),
      ),
    );
  }

  private async record(entry: AuditRecordCommand): Promise<void> {
    try {
      await this.identity.auditRecord(entry);
    } catch (error) {
      this.logger.error({ audit: { ...entry, request: undefined, before: undefined, after: undefined }, err: error }, 'admin change not recorded in the audit log');
      throw error;
    }
  }
}
