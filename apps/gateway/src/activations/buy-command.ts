import { BuyActivationCommand, DomainError, dollarsToMicros, ErrorCode, REQUEST_KEY, UserView } from '@simrelay/contracts';
import type { BuyNumberBody } from './activation-bodies';

/** The activations command for a purchase, from the web app's or the public API's request. */
export function buyCommand(user: UserView, body: BuyNumberBody, requestKey?: string): BuyActivationCommand {
  if (requestKey !== undefined && !REQUEST_KEY.test(requestKey)) {
    throw new DomainError(ErrorCode.Invalid, 'Missing or invalid request parameters', { 'Idempotency-Key': 'idempotencyKey' });
  }
  return {
    userId: user._id, service: body.service, country: body.country, carrier: body.carrier, banLimit: user.banLimit,
    ...(body.maxPrice !== undefined ? { maxPriceMicros: dollarsToMicros(body.maxPrice) } : {}),
    ...(requestKey !== undefined ? { requestKey } : {}),
  };
}
