import { ArgumentsHost, Catch, ExceptionFilter, Inject, Injectable } from '@nestjs/common';
import { DomainError, ErrorCode } from '@simrelay/contracts';
import { LOGGER } from '@simrelay/messaging';
import type { FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import { FiveSimRefusal } from './fivesim-answers';

/** 5sim's errors are plain text; a bad token is a bare 401. */
@Catch()
@Injectable()
export class FiveSimErrorFilter implements ExceptionFilter {
  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const { status, text, retryAfter } = this.answer(exception);
    if (retryAfter) void reply.header('Retry-After', String(retryAfter));
    void reply.status(status).header('content-type', 'text/plain; charset=utf-8').send(text);
  }

  private answer(exception: unknown): { status: number; text: string; retryAfter?: number } {
    if (exception instanceof FiveSimRefusal) return { status: exception.status, text: exception.text };
    if (exception instanceof DomainError) {
      switch (exception.code) {
        case ErrorCode.Unauthorized:
          return { status: 401, text: '' };
        case ErrorCode.Banned:
          return { status: 403, text: 'account banned' };
        case ErrorCode.RateLimited:
          return { status: 429, text: 'rate limit exceeded', retryAfter: (exception as DomainError & { retryAfterSeconds?: number }).retryAfterSeconds };
        case ErrorCode.Invalid:
          return { status: 400, text: 'bad request' };
        default:
          return { status: 503, text: 'server offline' };
      }
    }
    this.logger.error({ err: exception }, 'unhandled error in the 5sim API');
    return { status: 503, text: 'server offline' };
  }
}
