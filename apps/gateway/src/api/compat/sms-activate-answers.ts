import { ActivationAction, ActivationView, ErrorCode } from '@simrelay/contracts';

/** The handler's actions, as SMS-Activate names them. */
export const COMPAT_ACTIONS = ['getBalance', 'getNumber', 'getStatus', 'setStatus', 'getNumbersStatus', 'getPrices'] as const;
export type CompatAction = (typeof COMPAT_ACTIONS)[number];

/** setStatus codes: 1 "SMS sent" (nothing to do here), 3 another code, 6 finish, 8 cancel. */
export const STATUS_ACTIONS: Readonly<Record<string, { action: ActivationAction | null; answer: string }>> = {
  '1': { action: null, answer: 'ACCESS_READY' },
  '3': { action: 'again', answer: 'ACCESS_RETRY_GET' },
  '6': { action: 'finish', answer: 'ACCESS_ACTIVATION' },
  '8': { action: 'cancel', answer: 'ACCESS_CANCEL' },
};

/** getStatus: waiting, the latest code, or cancelled (every end without a finish). */
export function statusAnswer(view: ActivationView): string {
  const last = view.messages[view.messages.length - 1];
  if (last && (view.status === 'received' || view.status === 'finished')) return `STATUS_OK:${last.code ?? last.sms}`;
  if (view.status === 'active') return 'STATUS_WAIT_CODE';
  return 'STATUS_CANCEL';
}

/** Our error codes as the tokens SMS-Activate clients look for (they answer with HTTP 200). */
const ERROR_ANSWERS: Partial<Record<ErrorCode, string>> = {
  [ErrorCode.Unauthorized]: 'BAD_KEY',
  [ErrorCode.Banned]: 'BANNED',
  [ErrorCode.Forbidden]: 'BAD_KEY',
  [ErrorCode.InsufficientBalance]: 'NO_BALANCE',
  [ErrorCode.NoNumbers]: 'NO_NUMBERS',
  [ErrorCode.TooManyActivations]: 'NO_NUMBERS_LIMIT',
  [ErrorCode.ServiceUnsupported]: 'BAD_SERVICE',
  [ErrorCode.NotFound]: 'NO_ACTIVATION',
  [ErrorCode.ActivationClosed]: 'BAD_STATUS',
  [ErrorCode.RateLimited]: 'TOO_MANY_REQUESTS',
};

/** Anything else means "our side failed, try again later": SMS-Activate's ERROR_SQL. */
export function errorAnswer(code: string): string {
  return ERROR_ANSWERS[code as ErrorCode] ?? 'ERROR_SQL';
}

/** A number as SMS-Activate gives it: digits only, country code first. */
export const bareNumber = (number: string): string => number.replace(/^\+/, '');
