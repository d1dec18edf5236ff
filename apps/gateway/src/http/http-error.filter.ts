import { ArgumentsHost, Catch, ExceptionFilter, HttpException } from '@nestjs/common';
import { DomainError, ErrorCode } from '@simrelay/contracts';
import { isDependencyUnavailable } from '@simrelay/messaging';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { ERROR_TABLE, FRAMEWORK_STATUS_CODES } from './error-table';

interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
  errorId?: string;
}

/** Every failure leaves the gateway as `{statusCode, code, message, fields?, errorId?}`. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const publicApi = host.switchToHttp().getRequest<FastifyRequest>().url.startsWith('/api/');
    const { body, retryAfter } = this.toBody(exception, publicApi);
    if (retryAfter) void reply.header('Retry-After', String(retryAfter));
    void reply.status(body.statusCode).send(body);
  }

  private toBody(exception: unknown, publicApi: boolean): { body: ErrorBody; retryAfter?: number } {
    if (exception instanceof DomainError) {
      const entry = ERROR_TABLE[exception.code] ?? ERROR_TABLE[ErrorCode.Internal];
      const remote = exception as DomainError & { errorId?: string; retryAfterSeconds?: number };
      const message = exception.message && exception.message !== exception.code ? exception.message : entry.message;
      return {
        body: {
          statusCode: publicApi ? entry.status : (entry.appStatus ?? entry.status),
          code: exception.code,
          message: entry.status >= 500 && exception.code !== ErrorCode.Unavailable ? entry.message : message,
          ...(exception.fields ? { fields: exception.fields } : {}),
          ...(remote.errorId ? { errorId: remote.errorId } : {}),
        },
        retryAfter: remote.retryAfterSeconds,
      };
    }
    if (exception instanceof HttpException && exception.getStatus() < 500) {
      const code = FRAMEWORK_STATUS_CODES[exception.getStatus()] ?? ErrorCode.Invalid;
      const status = exception.getStatus() === 413 ? 413 : ERROR_TABLE[code].status;
      const message = status === 401 ? 'Unauthorized' : status === 404 ? 'Not found' : ERROR_TABLE[code].message;
      return { body: { statusCode: status, code, message } };
    }
    const errorId = randomUUID();
    if (isDependencyUnavailable(exception)) {
      // Redis (sessions, limits) is away for a moment: 503, which the SPEC's apps show as maintenance.
      this.logger.warn({ err: exception, errorId }, 'a server the gateway needs is unavailable');
      return { body: { statusCode: 503, code: ErrorCode.Unavailable, message: ERROR_TABLE[ErrorCode.Unavailable].message, errorId } };
    }
    this.logger.error({ err: exception, errorId }, 'unhandled error in gateway');
    return { body: { statusCode: 500, code: ErrorCode.Internal, message: ERROR_TABLE[ErrorCode.Internal].message, errorId } };
  }
}
