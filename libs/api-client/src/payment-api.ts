import type { TopUpView } from '@simrelay/contracts';
import type { HttpClient } from './http-client';

export type { TopUpView } from '@simrelay/contracts';
export type PaymentMethodName = 'card' | 'payeer' | 'crypto';

export interface PaymentMethods {
  testMode: boolean;
  methods: Record<PaymentMethodName, { available: boolean; min: number; feePercent: number }>;
  cashback: { from: number; percent: number };
}

/** Where to pay a new top-up: the provider's page (absolute URL) or the sandbox page (a path). */
export interface StartedTopUp {
  topUp: TopUpView;
  redirectUrl: string;
  form?: { action: string; method: 'GET' | 'POST'; fields: Record<string, string> };
}

/** SPEC payment calls: which methods work now, starting a top-up, the test-mode sandbox, history. */
export const paymentApi = (http: HttpClient) => ({
  methods: () => http.request<PaymentMethods>('GET', '/users/payment/methods'),
  pay: (body: { amount: number; method: PaymentMethodName; coin?: string; network?: string }) =>
    http.request<StartedTopUp>('POST', '/users/payment', body),
  payeer: (amount: number) => http.request<StartedTopUp>('POST', '/users/payeer', { amount }),
  crypto: (body: { amount: number; coin: string; network: string }) => http.request<StartedTopUp>('POST', '/users/payment/crypto', body),
  settleSandbox: (topUpId: string, outcome: 'paid' | 'failed') => http.request<TopUpView>('POST', `/users/payment/sandbox/${encodeURIComponent(topUpId)}`, { outcome }),
  topUps: () => http.request<TopUpView[]>('GET', '/users/topups'),
});
