import { ActivationStatus, ActivationView, ErrorCode, isActivationOrderNumber } from '@simrelay/contracts';
import { countryName, productName } from './fivesim-names';

/** An order's id as 5sim's clients send it: our order number (activations and hosting alike). */
export const ORDER_ID = /^[1-9]\d{0,14}$/;

/** Activations and hosting (rental) orders share the id space: rentals take the even order numbers. */
export const isActivationOrder = (id: string): boolean => ORDER_ID.test(id) && isActivationOrderNumber(Number(id));
export const isHostingOrder = (id: string): boolean => ORDER_ID.test(id) && !isActivationOrderNumber(Number(id));

/** A refusal as 5sim gives it: plain text (`no free phones`) with an HTTP status. */
export class FiveSimRefusal extends Error {
  constructor(
    readonly text: string,
    readonly status = 400,
  ) {
    super(text);
  }
}

/**
 * Its order statuses. A number is ready the moment it is bought, so there is no PENDING
 * ("preparation"): an order waits for its SMS as RECEIVED, as 5sim's own do once prepared.
 */
const STATUSES: Record<ActivationStatus, string> = {
  active: 'RECEIVED', received: 'RECEIVED', finished: 'FINISHED', cancelled: 'CANCELED', no_sms: 'CANCELED', removed: 'CANCELED',
  timeout: 'TIMEOUT', blocked: 'BANNED',
};

/** One SMS (or call) of an order: `code` is the code found in it. */
function smsOf(view: Pick<ActivationView, 'messages'>) {
  return view.messages.map((m) => ({ created_at: m.receivedAt, date: m.receivedAt, sender: m.sender ?? '', text: m.sms, code: m.code ?? '' }));
}

/** An order as `/user/buy/activation`, `/user/check` and the others answer it. */
export function orderAnswer(view: ActivationView) {
  return {
    id: view.orderNumber,
    phone: view.number,
    operator: view.carrier ?? 'any',
    product: productName(view.service),
    price: view.price,
    status: STATUSES[view.status],
    expires: view.expiresAt,
    sms: smsOf(view),
    created_at: view.createdAt,
    forwarding: false,
    forwarding_number: '',
    country: countryName(view.country),
  };
}

/** `/user/sms/inbox/{id}`: `ID` is the message's place in the order (1, 2, ...). */
export function inboxAnswer(view: Pick<ActivationView, 'messages'>) {
  const data = smsOf(view).map((sms, i) => ({ ID: i + 1, ...sms, is_wave: false, wave_uuid: '' }));
  return { Data: data, Total: data.length };
}

/** Our error codes as 5sim's texts, for the buying call and for the calls on an order. */
const BUY_ERRORS: Partial<Record<ErrorCode, string>> = {
  [ErrorCode.InsufficientBalance]: 'not enough user balance',
  [ErrorCode.NoNumbers]: 'no free phones',
  // Its rating caps how many orders run at once; ours is a fixed five.
  [ErrorCode.TooManyActivations]: 'not enough rating',
  [ErrorCode.ServiceUnsupported]: 'no product',
};

const ORDER_ERRORS: Partial<Record<ErrorCode, string>> = {
  [ErrorCode.NotFound]: 'order not found',
  [ErrorCode.ActivationClosed]: 'order expired',
};

export function errorText(code: string, buying: boolean): string {
  return (buying ? BUY_ERRORS : ORDER_ERRORS)[code as ErrorCode] ?? 'server offline';
}
