import { ArgumentsHost, Catch, RpcExceptionFilter } from '@nestjs/common';
import { DomainError, ErrorCode, ErrorPayload } from '@simrelay/contracts';
import type { Logger } from 'pino';
import { randomUUID } from 'node:crypto';
import { Observable, throwError } from 'rxjs';
import { isDependencyUnavailable } from './dependency-unavailable';

/** Turns anything a handler throws into the error payload callers decode. */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, _host: ArgumentsHost): Observable<ErrorPayload> {
    if (exception instanceof DomainError) return throwError(() => exception.toPayload());
    const errorId = randomUUID();
    if (isDependencyUnavailable(exception)) {
      // PostgreSQL or Redis is away for a moment: nothing was done, and the caller may try again.
      this.logger.warn({ err: exception, errorId }, 'a server this service needs is unavailable');
      return throwError(() => ({ code: ErrorCode.Unavailable, message: 'Service temporarily unavailable', errorId }));
    }
    this.logger.error({ err: exception, errorId }, 'unhandled error in NATS handler');
    return throwError(() => ({ code: ErrorCode.Internal, message: 'Internal server error', errorId }));
  }
}
