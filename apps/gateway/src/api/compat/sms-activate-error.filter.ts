import { ArgumentsHost, Catch, ExceptionFilter, Inject, Injectable } from '@nestjs/common';
import { DomainError, ErrorCode } from '@simrelay/contracts';
import { LOGGER } from '@simrelay/messaging';
import type { FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import { errorAnswer, SmsActivateAnswer, SmsActivateRefusal } from './sms-activate-answers';

/** Which token a parameter refused by a service's own check gets. */
const FIELD_ANSWERS: Record<string, string> = {
  api_key: 'BAD_KEY', action: 'BAD_ACTION', service: 'BAD_SERVICE', country: 'WRONG_COUNTRY_ID', operator: 'WRONG_OPERATOR', carrier: 'WRONG_OPERATOR',
  id: 'NO_ACTIVATION', activationId: 'NO_ACTIVATION', status: 'BAD_STATUS',
};

/** Every outcome as the protocol gives it: a text token or a JSON body, always with HTTP 200 (its clients read the body, not the status). */
export function sendAnswer(reply: FastifyReply, answer: SmsActivateAnswer): void {
  const json = typeof answer !== 'string';
  void reply
    .status(200)
    .header('content-type', json ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8')
    .send(json ? JSON.stringify(answer) : answer);
}

@Catch()
@Injectable()
export class SmsActivateErrorFilter implements ExceptionFilter {
  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    sendAnswer(host.switchToHttp().getResponse<FastifyReply>(), this.answer(exception));
  }

  private answer(exception: unknown): SmsActivateAnswer {
    if (exception instanceof SmsActivateRefusal) return exception.answer;
    if (exception instanceof DomainError) {
      const field = Object.keys(exception.fields ?? {})[0];
      // The sales switch is off: nothing can be bought anywhere right now.
      if (exception.code === ErrorCode.ServiceUnsupported && exception.fields?.['service'] === 'paused') return 'NO_NUMBERS';
      if (exception.code === ErrorCode.Invalid || (exception.code === ErrorCode.NotFound && field === 'country')) {
        return (field && FIELD_ANSWERS[field]) || 'BAD_ACTION';
      }
      return errorAnswer(exception.code);
    }
    this.logger.error({ err: exception }, 'unhandled error in the SMS-Activate handler');
    return 'ERROR_SQL';
  }
}
