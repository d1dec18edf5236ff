import type {
  AdminActivationSortField, AdminMessageSortField, AdminRentalSortField, AuditSortField, DeliverySortField, LedgerSortField, ListOrder, UserSortField,
} from '@simrelay/contracts';
import type {
  AdminActivationsOverview, AdminActivationsPage, AdminActivationView, AdminDeletedNumbersView, AdminLedgerPage, AdminMessagesPage, AdminModemView,
  AdminNumberView, AdminOfferView, AdminRentalsPage, AdminRentalView, AdminRestoreRequestView, AdminSecurityView, AdminServiceBansView, AuditPage, Modes,
  RentalState, TopUpView, TotpEnrolment, UserView, WebhookDeliveriesPage,
} from '@simrelay/contracts';
import { adminPartnersApi } from './admin-partners-api';
import type { HttpClient } from './http-client';
import { queryString } from './query-string';

export type {
  AdminActivationSortField, AdminMessageSortField, AdminRentalSortField, AuditSortField, DeliverySortField, LedgerSortField, ListOrder, SortOrder,
  UserSortField,
} from '@simrelay/contracts';
export type {
  AdminActivationsPage, AdminActivationView, AdminDeletedNumbersView, AdminLedgerEntryView, AdminLedgerPage, AdminMessagesPage, AdminMessageView,
  AdminModemView, AdminNumberView, AdminOfferView, AdminRentalsPage, AdminRentalView, AdminRestoreRequestView, AdminSecurityView, AdminServiceBansView,
  AuditEntryView, AuditPage, Modes, RentalState, TopUpView, TotpEnrolment,
} from '@simrelay/contracts';

/** `POST /admin` (and the second-factor steps): the administrator's session and the test-mode flag. */
export interface AdminSessionResponse {
  token: string;
  expiresAt: string;
  testMode: boolean;
  /** The session ends after this long without the administrator doing anything. */
  idleTimeoutSeconds: number;
}

/** The password was right; a second factor is due: a code (`totp`), or setting one up first (`enrol`). */
export interface AdminMfaDue {
  mfa: 'totp' | 'enrol';
  challenge: string;
  expiresAt: string;
}

export type AdminLoginAnswer = AdminSessionResponse | AdminMfaDue;

/** A user as the back office lists it: identity's record with billing's figures (dollars). */
export interface AdminUser extends UserView {
  balance: number;
  topups: number;
}

export interface AdminUsersPage {
  items: AdminUser[];
  total: number;
  page: number;
  limit: number;
}

/** `GET /admin/overview`: the landing page's figures, "today" starting at `since`. */
export interface AdminOverview extends Omit<AdminActivationsOverview, 'activations'> {
  since: string;
  activations: AdminActivationsOverview['activations'] & { successRate: number | null };
  revenueToday: number;
  chargesToday: number;
  /** Long-term rentals: restore requests waiting for an operator or their SIM, leased SIMs due for a balance top-up. */
  rentals: { restoresWaiting: number; topUpDue: number };
}

export interface AdminServicesList {
  items: AdminOfferView[];
  enabled: boolean;
}

export interface PageParams {
  page?: number;
  limit?: number;
}

const query = queryString;

const enc = encodeURIComponent;

/** SPEC section 7 "Admin" and the back office's reads, as typed calls (admin token). */
export const adminApi = (http: HttpClient) => ({
  login: (email: string, password: string) => http.request<AdminLoginAnswer>('POST', '/admin', { email, password }),
  /** The second step: a TOTP code, or a recovery code. */
  verifyMfa: (body: { challenge: string; code?: string; recoveryCode?: string }) => http.request<AdminSessionResponse>('POST', '/admin/mfa', body),
  startEnrolment: (challenge: string) => http.request<TotpEnrolment>('POST', '/admin/mfa/enrol', { challenge }),
  confirmEnrolment: (challenge: string, code: string) =>
    http.request<AdminSessionResponse & { recoveryCodes: string[] }>('POST', '/admin/mfa/enrol/confirm', { challenge, code }),
  security: () => http.request<AdminSecurityView>('GET', '/admin/security'),
  startTotp: () => http.request<TotpEnrolment>('POST', '/admin/security/totp', {}),
  confirmTotp: (code: string) => http.request<{ recoveryCodes: string[] }>('POST', '/admin/security/totp/confirm', { code }),
  replaceRecoveryCodes: (code: string) => http.request<{ recoveryCodes: string[] }>('POST', '/admin/security/recovery-codes', { code }),
  audit: (params: PageParams & ListOrder<AuditSortField> & { action?: string; admin?: string; target?: string }) => http.request<AuditPage>('GET', `/admin/audit${query({ ...params })}`),
  logout: () => http.request<{ ok: true }>('POST', '/admin/logout', {}),
  setMaintenance: (maintenance: boolean) => http.request<Modes>('POST', '/admin/mode', { maintenance }),
  setTestMode: (testMode: boolean) => http.request<Modes>('PATCH', '/admin/testmode', { testMode }),
  /** Public: the maintenance flag (it answers during maintenance too). */
  maintenance: () => http.request<{ maintenance: boolean }>('GET', '/users/maintence'),

  overview: (since: string) => http.request<AdminOverview>('GET', `/admin/overview${query({ since })}`),

  users: (params: PageParams & ListOrder<UserSortField> & { search?: string }) => http.request<AdminUsersPage>('GET', `/admin/users${query({ ...params })}`),
  setBan: (userId: string, ban: boolean) => http.request<AdminUser>('PATCH', `/admin/users/${enc(userId)}`, { ban }),
  setBanLimit: (userId: string, banLimit: number) => http.request<AdminUser>('PATCH', `/admin/users/limit/${enc(userId)}`, { banLimit }),
  /** Dollars; negative debits. The same `requestKey` applies once however often it is sent. */
  changeBalance: (body: { userId: string; amount: number; reason: string }, requestKey: string) =>
    http.request<{ userId: string; balance: number }>('POST', '/admin/users/balance', body, { 'idempotency-key': requestKey }),
  userTopUps: (userId: string) => http.request<TopUpView[]>('GET', `/admin/users/${enc(userId)}/topups`),
  userLedger: (userId: string, params: PageParams & ListOrder<LedgerSortField>) => http.request<AdminLedgerPage>('GET', `/admin/users/${enc(userId)}/ledger${query({ ...params })}`),
  userDeliveries: (userId: string, params: PageParams & ListOrder<DeliverySortField>) =>
    http.request<WebhookDeliveriesPage>('GET', `/admin/webhooks/deliveries${query({ userId, ...params })}`),

  services: (country: string) => http.request<AdminServicesList>('GET', `/admin/services${query({ country })}`),
  setPrice: (offerId: string, price: number) => http.request<AdminOfferView>('POST', `/admin/services/price/${enc(offerId)}`, { price }),
  setPattern: (body: { service: string; pattern?: string; senders?: string[]; callDigits?: number | null }) =>
    http.request<unknown>('PATCH', '/admin/services/pattern/', body),
  addOffer: (body: { service: string; name?: string; country: string; carrier?: string; price: number }) =>
    http.request<AdminOfferView>('POST', '/admin/services/add', body),
  deleteOffer: (offerId: string) => http.request<{ ok: true }>('DELETE', `/admin/services/delete/${enc(offerId)}`),
  setRentalPrice: (body: { country: string; service?: string; periodHours: number; price: number }) =>
    http.request<unknown>('POST', '/admin/services/rental', body),
  /** The sales switch. */
  setSalesEnabled: (enabled: boolean) => http.request<{ enabled: boolean }>('PATCH', '/admin/services/enabled', { enabled }),
  deleteServiceBans: (service: string) => http.request<AdminServiceBansView>('POST', '/admin/services/delete', { service }),
  confirmServiceSuccess: (service: string) => http.request<AdminServiceBansView>('POST', '/admin/services/success/add', { service }),

  modems: () => http.request<AdminModemView[]>('GET', '/admin/modems'),
  addModem: (body: { agentId: string; port: string; country?: string; carrier?: string }) => http.request<AdminModemView>('POST', '/admin/modems/add', body),
  banModem: (modemId: string, ban: boolean) => http.request<AdminModemView>('PATCH', `/admin/modems/ban/${enc(modemId)}`, { ban }),

  numbers: (params: { filter?: string; modem?: string }) => http.request<AdminNumberView[]>('GET', `/admin/numbers${query({ ...params })}`),
  markReplace: (ids: string[], replace: boolean) => http.request<AdminNumberView[]>('POST', '/admin/numbers/replace', { ids, replace }),
  markRent: (ids: string[], rent: boolean) => http.request<AdminNumberView[]>('POST', '/admin/numbers/rent', { ids, rent }),
  deleteNumbers: (ids: string[]) => http.request<AdminDeletedNumbersView>('POST', '/admin/numbers', { ids }),
  liftServiceBan: (numberId: string, service: string) => http.request<AdminNumberView>('POST', `/admin/numbers/bancancel/${enc(numberId)}`, { service }),

  /** `unrouted`: true only what no activation took, false only what one took. */
  messages: (params: PageParams & ListOrder<AdminMessageSortField> & { unrouted?: boolean }) => http.request<AdminMessagesPage>('GET', `/admin/messages/${query({ ...params })}`),
  activationMessages: (activationId: string, params: PageParams & ListOrder<AdminMessageSortField>) =>
    http.request<AdminMessagesPage>('GET', `/admin/messages/activation/${enc(activationId)}${query({ ...params })}`),
  numberMessages: (numberId: string, params: PageParams & ListOrder<AdminMessageSortField>) =>
    http.request<AdminMessagesPage>('GET', `/admin/messages/number/${enc(numberId)}${query({ ...params })}`),

  activations: (params: PageParams & ListOrder<AdminActivationSortField> & { number?: string; numberId?: string; userId?: string; executor?: string }) =>
    http.request<AdminActivationsPage>('GET', `/admin/activations${query({ ...params })}`),
  removeActivation: (activationId: string) => http.request<AdminActivationView>('DELETE', `/admin/activations/${enc(activationId)}`),

  rentals: (params: PageParams & ListOrder<AdminRentalSortField> & { userId?: string; number?: string; state?: RentalState }) =>
    http.request<AdminRentalsPage>('GET', `/admin/rentals${query({ ...params })}`),
  /** Ends a rental at once, without a refund: its SIM goes back to the pool. */
  endRental: (rentalId: string) => http.request<AdminRentalView>('POST', `/admin/rentals/${enc(rentalId)}/end`, {}),
  restoreRequests: (state?: 'waiting' | 'done') => http.request<AdminRestoreRequestView[]>('GET', `/admin/rentals/restores${query({ state })}`),
  completeRestore: (requestId: string) => http.request<AdminRestoreRequestView>('POST', `/admin/rentals/restores/${enc(requestId)}/complete`, {}),
  /** Leased SIMs two months or more into their lease: their balance needs a top-up. */
  topUpDue: () => http.request<AdminRentalView[]>('GET', '/admin/rentals/topup-due'),

  ...adminPartnersApi(http),
});

export type AdminApi = ReturnType<typeof adminApi>;
