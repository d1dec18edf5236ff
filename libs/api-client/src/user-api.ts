import type { TopUpView, WebhookDeliveriesPage } from '@simrelay/contracts';
import type { HttpClient } from './http-client';

export type { WebhookAttemptView, WebhookDeliveriesPage, WebhookDeliveryView, WebhookPayload } from '@simrelay/contracts';

export type Lang = 'en' | 'ru' | 'uk';

/** What login and email verification return (SPEC: `_id, token, balance, topups, ban, apiKey, lang`). */
export interface SessionResponse {
  _id: string;
  token: string;
  expiresAt: string;
  email: string;
  balance: number;
  topups: number;
  ban: boolean;
  apiKey: string;
  lang: Lang;
  url: string | null;
}

export interface Profile {
  _id: string;
  email: string;
  lang: Lang;
  url: string | null;
  ban: boolean;
  apiKey: string;
  /** Signs every webhook POST (`X-SimRelay-Signature`); `whsec_...`. */
  webhookSecret: string;
  balance: number;
  topups: number;
  emailVerified: boolean;
}

export interface BalanceResponse {
  balance: number;
  /** Dollars paid in, in total. */
  topups: number;
  ban: boolean;
  /** The user's top-ups, newest first. */
  history: TopUpView[];
}

export interface Ok {
  ok: true;
  message?: string;
}

const enc = encodeURIComponent;

/** SPEC section 7 "Auth (user)" as typed calls. */
export const userApi = (http: HttpClient) => ({
  captchaUrl: () => http.url('/users/captcha'),
  register: (body: { email: string; password: string; lang: Lang; altcha: string }) =>
    http.request<{ _id: string; email: string; lang: Lang; emailVerified: boolean }>('POST', '/users/register', body),
  verify: (token: string) => http.request<SessionResponse>('GET', `/users/verify/${enc(token)}`),
  resendVerification: (email: string) => http.request<Ok>('POST', '/users/verify/resend/', { email }),
  login: (email: string, password: string) => http.request<SessionResponse>('POST', '/users/login', { email, password }),
  logout: () => http.request<Ok>('POST', '/users/logout', {}),
  requestRestore: (email: string) => http.request<Ok>('POST', '/users/restore', { email }),
  checkRestoreKey: (restoreKey: string) => http.request<{ valid: true; email: string }>('GET', `/users/restore/${enc(restoreKey)}`),
  resetPassword: (body: { restoreKey: string; password: string; email?: string }) => http.request<Ok>('POST', '/users/password/reset', body),
  maintenance: () => http.request<{ maintenance: boolean }>('GET', '/users/maintence'),
  balance: () => http.request<BalanceResponse>('GET', '/users/balance'),
  me: () => http.request<Profile>('GET', '/users/me'),
  setLang: (lang: Lang) => http.request<{ lang: Lang }>('POST', '/users/lang', { lang }),
  setUrl: (url: string) => http.request<{ url: string | null }>('POST', '/users/url', { url }),
  regenerateApiKey: () => http.request<{ apiKey: string }>('POST', '/users/apikey', {}),
  regenerateWebhookSecret: () => http.request<{ webhookSecret: string }>('POST', '/users/webhook/secret', {}),
  /** What was POSTed to the webhook URL and how each attempt went, newest first; `limit` 1 to 100. */
  webhookDeliveries: (page = 1, limit = 20) =>
    http.request<WebhookDeliveriesPage>('GET', `/users/webhook/deliveries?page=${page}&limit=${limit}`),
});

export type UserApi = ReturnType<typeof userApi>;
