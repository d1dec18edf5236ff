import { ErrorCode } from './error-codes';

/** Field name -> message key (e.g. `{ email: 'emailPatern' }`), for forms to translate. */
export type FieldErrors = Record<string, string>;

/** The payload a failed NATS request carries back to its caller. */
export interface ErrorPayload {
  code: ErrorCode;
  message: string;
  fields?: FieldErrors;
  /** Set on internal errors so a user report can be matched to the log line. */
  errorId?: string;
  retryAfterSeconds?: number;
}

/** A rule was broken; the code says which, the gateway decides the HTTP status. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = code,
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  toPayload(): ErrorPayload {
    return { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) };
  }

  static isPayload(value: unknown): value is ErrorPayload {
    return typeof value === 'object' && value !== null && typeof (value as ErrorPayload).code === 'string';
  }
}
