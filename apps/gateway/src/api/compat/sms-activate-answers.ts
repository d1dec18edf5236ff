import { ActivationMessageView, ActivationStatus, ActivationView, ErrorCode } from '@simrelay/contracts';

/** ISO 4217's number for the US dollar: the currency of every amount we answer. */
export const USD = 840;

/** What an action answers: a text token (`ACCESS_NUMBER:...`) or a JSON body. */
export type SmsActivateAnswer = string | object;

/** A refusal answered with one of the protocol's tokens, or its JSON error shape. */
export class SmsActivateRefusal extends Error {
  constructor(readonly answer: SmsActivateAnswer) {
    super(typeof answer === 'string' ? answer : JSON.stringify(answer));
  }
}

export const refuse = (answer: SmsActivateAnswer): SmsActivateRefusal => new SmsActivateRefusal(answer);

/** Its times: `2026-01-15 09:30:10`, here in UTC. */
export const protocolTime = (iso: string): string => iso.slice(0, 19).replace('T', ' ');

/** A number as SMS-Activate gives it: digits only, country code first. */
export const bareNumber = (number: string): string => number.replace(/^\+/, '');

/** Money as its lists show it: a string with two decimals, more where the price has them. */
const amount = (dollars: number): string => dollars.toFixed(Math.max(2, (String(dollars).split('.')[1] ?? '').length));

const latest = (view: ActivationView): ActivationMessageView | undefined => view.messages[view.messages.length - 1];
const latestOf = (view: ActivationView, kind: ActivationMessageView['kind']) => [...view.messages].reverse().find((m) => m.kind === kind);
/** The code a message gave; a message without a recognised code gives its whole text, as SMS-Activate does. */
const codeOf = (message: ActivationMessageView): string => message.code ?? message.sms;

/** Another code was asked for (`setStatus=3`) and none has come since. */
const waitingForRetry = (view: ActivationView): boolean => {
  const last = latest(view);
  return view.status === 'received' && view.againAt !== null && last !== undefined && last.receivedAt <= view.againAt;
};

/** `getStatus`: waiting, waiting for another code, the latest code, or cancelled (every end without a code). */
export function statusAnswer(view: ActivationView): string {
  const last = latest(view);
  if (view.status === 'active') return 'STATUS_WAIT_CODE';
  if (!last || (view.status !== 'received' && view.status !== 'finished')) return 'STATUS_CANCEL';
  return waitingForRetry(view) ? `STATUS_WAIT_RETRY:${codeOf(last)}` : `STATUS_OK:${codeOf(last)}`;
}

/** `getStatusV2`: the latest SMS and the latest call, or `STATUS_CANCEL` for an activation that ended without a code. */
export function statusV2Answer(view: ActivationView): SmsActivateAnswer {
  if (statusAnswer(view) === 'STATUS_CANCEL') return 'STATUS_CANCEL';
  const sms = latestOf(view, 'sms');
  const call = latestOf(view, 'call');
  return {
    verificationType: view.verification === 'call' ? 1 : 0,
    sms: sms ? { dateTime: protocolTime(sms.receivedAt), code: sms.code ?? '', text: sms.sms } : null,
    call: call
      ? { from: call.sender ?? call.sms, text: call.sms, code: call.code ?? '', dateTime: protocolTime(call.receivedAt), url: null, parsingCount: 0 }
      : null,
  };
}

/** The activation statuses of its lists: 4 waiting for a code, 2 a code came, 3 another code asked for, 6 finished, 8 cancelled. */
const LIST_STATUS: Record<ActivationStatus, string> = {
  active: '4', received: '2', finished: '6', cancelled: '8', blocked: '8', no_sms: '8', timeout: '8', removed: '8',
};
const listStatus = (view: ActivationView): string => (waitingForRetry(view) ? '3' : LIST_STATUS[view.status]);

/** `getNumberV2`'s answer. */
export function numberV2Answer(view: ActivationView, countryKey: string): object {
  return {
    activationId: view.orderNumber,
    phoneNumber: bareNumber(view.number),
    activationCost: view.price,
    currency: USD,
    countryCode: countryKey,
    canGetAnotherSms: '1',
    activationTime: protocolTime(view.createdAt),
    activationEndTime: protocolTime(view.expiresAt),
    activationOperator: view.carrier ?? 'any',
  };
}

/** One entry of `getActiveActivations`. */
export function activeActivationEntry(view: ActivationView, countryKey: string, countryName: string): object {
  const codes = view.messages.map(codeOf);
  return {
    activationId: String(view.orderNumber),
    serviceCode: view.service,
    phoneNumber: bareNumber(view.number),
    activationCost: amount(view.price),
    activationStatus: listStatus(view),
    smsCode: codes.length ? codes : null,
    smsText: view.messages.length ? JSON.stringify(view.messages.map((m) => m.sms)) : null,
    activationTime: protocolTime(view.createdAt),
    discount: '0.00',
    repeated: '0',
    countryCode: countryKey,
    countryName,
    canGetAnotherSms: '1',
    currency: USD,
  };
}

/** One entry of `getHistory`. */
export function historyEntry(view: ActivationView): object {
  return {
    id: view.orderNumber,
    date: protocolTime(view.createdAt),
    phone: bareNumber(view.number),
    sms: view.messages.length ? JSON.stringify(view.messages.map((m) => m.sms)) : null,
    cost: amount(view.price),
    status: listStatus(view),
    currency: USD,
  };
}

/** Our error codes as the tokens its clients look for (they answer with HTTP 200). */
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
  [ErrorCode.IdempotencyConflict]: 'ORDER_ALREADY_EXISTS',
  [ErrorCode.RateLimited]: 'TOO_MANY_REQUESTS',
};

/** Anything else means "our side failed, try again later": its ERROR_SQL. */
export function errorAnswer(code: string): string {
  return ERROR_ANSWERS[code as ErrorCode] ?? 'ERROR_SQL';
}
