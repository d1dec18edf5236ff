import type { LoggerService } from '@nestjs/common';
import pino, { Logger } from 'pino';
import { currentCorrelationId } from './correlation';

/** Never written to a log, wherever they appear in a logged object. */
const REDACT = [
  'password', '*.password', 'token', '*.token', 'apiKey', '*.apiKey', 'secret', '*.secret',
  'authorization', '*.authorization', 'headers.authorization', 'req.headers.authorization', '*.headers.authorization',
  'req.headers.cookie',
  // Mailed links carry single-use secrets.
  'link', '*.link',
];

export function createLogger(service: string, level = process.env['LOG_LEVEL'] ?? 'info'): Logger {
  return pino({
    level,
    base: { service },
    redact: { paths: REDACT, censor: '[redacted]' },
    mixin: () => {
      const correlationId = currentCorrelationId();
      return correlationId ? { correlationId } : {};
    },
  });
}

/** Lets NestJS write its own lines through pino, as JSON with the correlation id. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
}
