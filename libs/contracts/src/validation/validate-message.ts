import { ClassConstructor, plainToInstance } from 'class-transformer';
import { validateSync, ValidationError } from 'class-validator';
import { DomainError, FieldErrors } from '../errors/domain-error';
import { ErrorCode } from '../errors/error-codes';
import { keepValidationMetadata } from './kept-metadata';

keepValidationMetadata();

function collect(errors: ValidationError[], prefix = '', out: FieldErrors = {}): FieldErrors {
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const constraints = error.constraints ?? {};
    // whitelistValidation marks a property the contract does not know. Decorators register
    // bottom-up, so the last constraint is the one written first: the most basic check.
    const message = constraints['whitelistValidation'] ? 'unknown' : Object.values(constraints).at(-1);
    if (message && !(field in out)) out[field] = message;
    if (error.children?.length) collect(error.children, field, out);
  }
  return out;
}

/**
 * The boundary check every receiver runs (HTTP body, NATS payload, job data): unknown
 * properties are refused (or, with `dropUnknown`, for a protocol whose clients send extras we
 * do not use, dropped), and the error names each field with its message key.
 */
export async function validateMessage<T extends object>(type: ClassConstructor<T>, plain: unknown, { dropUnknown = false } = {}): Promise<T> {
  if (typeof plain !== 'object' || plain === null || Array.isArray(plain)) {
    throw new DomainError(ErrorCode.Invalid, 'Missing or invalid request parameters', { body: 'format' });
  }
  const instance = plainToInstance(type, plain, { exposeDefaultValues: true }) as T;
  // Synchronous: no contract has an asynchronous check, and `validate` costs a promise per
  // constraint on every message.
  const errors = validateSync(instance, { whitelist: true, forbidNonWhitelisted: !dropUnknown, forbidUnknownValues: true });
  if (errors.length > 0) {
    throw new DomainError(ErrorCode.Invalid, 'Missing or invalid request parameters', collect(errors));
  }
  return instance;
}
