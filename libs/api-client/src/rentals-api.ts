import type { RentalView } from '@simrelay/contracts';
import type { HttpClient } from './http-client';

export type { RentalMessageView, RentalState, RentalView } from '@simrelay/contracts';

const enc = encodeURIComponent;
const keyHeader = (requestKey?: string): Record<string, string> => (requestKey ? { 'idempotency-key': requestKey } : {});

/**
 * SPEC section 7: long-term rentals of the logged-in user. `id` is the rental's UUID or its
 * order number. 402 short of money, 403 banned, 409 no numbers or not possible now, 410 the
 * number was recycled ("Number rental time expired"), 422 an unknown service or period.
 * Payments (rent, extend, restore) are made once per `requestKey` however often repeated.
 */
export const rentalsApi = (http: HttpClient) => ({
  rent: (body: { country: string; carrier?: string; service?: string; periodHours: number }, requestKey?: string) =>
    http.request<RentalView>('POST', '/numbers/rent', body, keyHeader(requestKey)),
  /** Running rentals and ended ones still reserved, each with its messages (newest first). */
  mine: () => http.request<RentalView[]>('GET', '/numbers/profile'),
  /** Ends it: refunded in full within 20 minutes of the start if no code came. */
  finish: (id: string) => http.request<RentalView>('GET', `/numbers/rental/deactivate/${enc(id)}`),
  extend: (id: string, periodHours: number, requestKey?: string) =>
    http.request<RentalView>('POST', `/numbers/rental/extend/${enc(id)}`, { periodHours }, keyHeader(requestKey)),
  /** Restore access ($2): 'Request for access sent'. */
  restore: (id: string, requestKey?: string) => http.request<RentalView>('GET', `/numbers/restore/${enc(id)}`, undefined, keyHeader(requestKey)),
  /** "Start usage": an hour of receiving after a completed restore. */
  startUsage: (id: string) => http.request<RentalView>('GET', `/numbers/activate/${enc(id)}`),
});
