import { ArgumentsHost, Catch, ExceptionFilter, Inject, Injectable } from '@nestjs/common';
import { DomainError, ErrorCode } from '@simrelay/contracts';
import type { FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import { LOGGER } from '../../gateway.tokens';
import { errorAnswer } from './sms-activate-answers';

/** Which token a bad parameter gets. */
const FIELD_ANSWERS: Record<string, string> = {
  api_key: 'BAD_KEY', action: 'BAD_ACTION', service: 'BAD_SERVICE', country: 'BAD_COUNTRY', operator: 'BAD_OPERATOR',
  maxPrice: 'WRONG_MAX_PRICE', id: 'NO_ACTIVATION', status: 'BAD_STATUS',
  // The same parameters as activations names them when it refuses the purchase.
  carrier: 'BAD_OPERATOR', maxPriceMicros: 'WRONG_MAX_PRICE',
};

/**
 * SMS-Activate's protocol answers every outcome as a plain-text token with HTTP 200; its
 * clients parse the text, not the status.
 */
@Catch()
@Injectable()
export class SmsActivateErrorFilter implements ExceptionFilter {
  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    void reply.status(200).header('content-type', 'text/plain; charset=utf-8').send(this.answer(exception));
  }

  private answer(exception: unknown): string {
    if (exception instanceof DomainError) {
      if (exception.code === ErrorCode.Invalid) {
        const field = Object.keys(exception.fields ?? {})[0];
        return (field && FIELD_ANSWERS[field]) || 'BAD_ACTION';
      }
      return errorAnswer(exception.code);
    }
    this.logger.error({ err: exception }, 'unhandled error in the SMS-Activate handler');
    return 'ERROR_SQL';
  }
}
