import { ArgumentsHost, Catch, RpcExceptionFilter } from '@nestjs/common';
import { DomainError, ErrorCode, ErrorPayload } from '@simrelay/contracts';
import type { Logger } from 'pino';
import { randomUUID } from 'node:crypto';
import { Observable, throwError } from 'rxjs';

/** Turns anything a handler throws into the error payload callers decode. */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, _host: ArgumentsHost): Observable<ErrorPayload> {
    if (exception instanceof DomainError) return throwError(() => exception.toPayload());
    const errorId = randomUUID();
    this.logger.error({ err: exception, errorId }, 'unhandled error in NATS handler');
    return throwError(() => ({ code: ErrorCode.Internal, message: 'Internal server error', errorId }));
  }
}
