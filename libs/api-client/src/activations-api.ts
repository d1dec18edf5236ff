import type { ActivationMessagesView, ActivationsPage, ActivationView } from '@simrelay/contracts';
import type { HttpClient } from './http-client';

export type {
  ActivationMessagesView, ActivationMessageView, ActivationsPage, ActivationStatus, ActivationView, CodeReceivedEventView,
} from '@simrelay/contracts';

/** What the user can do with an open one-time activation, and the route each takes. */
export type ActivationActionName = 'cancel' | 'deactivate' | 'blocked' | 'nosms' | 'again';

const action = (http: HttpClient, name: ActivationActionName, numberId: string, activationId: string) =>
  http.request<ActivationView>('GET', `/numbers/${name}/${encodeURIComponent(numberId)}?activationId=${encodeURIComponent(activationId)}`);

/** SPEC section 7 "Services and numbers": one-time activations. */
export const activationsApi = (http: HttpClient) => ({
  /**
   * 402 insufficient balance, 403 banned, 409 with code ACTIVATIONS.TOO_MANY for five open already (the
   * public API answers 407; fetch cannot read a 407), 409 ACTIVATIONS.NO_NUMBERS for no number, 422 unknown service.
   * Repeating a purchase with the same `requestKey` buys once and answers with that activation.
   */
  buy: (body: { service: string; country: string; carrier?: string; maxPrice?: number }, requestKey?: string) =>
    http.request<ActivationView>('POST', '/numbers/one', body, requestKey ? { 'idempotency-key': requestKey } : {}),
  current: () => http.request<ActivationView[]>('GET', '/numbers/current'),
  cancel: (numberId: string, activationId: string) => action(http, 'cancel', numberId, activationId),
  /** Finish after the code arrived. */
  deactivate: (numberId: string, activationId: string) => action(http, 'deactivate', numberId, activationId),
  /** "Number blocked by service". */
  blocked: (numberId: string, activationId: string) => action(http, 'blocked', numberId, activationId),
  /** "I did not receive SMS". */
  noSms: (numberId: string, activationId: string) => action(http, 'nosms', numberId, activationId),
  /** Another code on the same number, free within the 15 minutes. */
  again: (numberId: string, activationId: string) => action(http, 'again', numberId, activationId),
  history: (page = 1, limit = 20) => http.request<ActivationsPage>('GET', `/activations?page=${page}&limit=${limit}`),
  messages: (activationId: string, withBalance = false) =>
    http.request<ActivationMessagesView>('GET', `/activations/messages/${encodeURIComponent(activationId)}${withBalance ? '?balance=true' : ''}`),
});
