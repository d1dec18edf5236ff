import type { TopUpView } from '@simrelay/contracts';
import type { HttpClient } from './http-client';

export type { TopUpView } from '@simrelay/contracts';
export type PaymentMethodName = 'card' | 'payeer' | 'crypto';

export interface PaymentMethods {
  testMode: boolean;
  methods: Record<PaymentMethodName, { available: boolean; min: number; feePercent: number }>;
  cashback: { from: number; percent: number };
}

/** SPEC payment calls: which methods work now, starting a top-up, the test-mode sandbox, history. */
export const paymentApi = (http: HttpClient) => ({
  methods: () => http.request<PaymentMethods>('GET', '/users/payment/methods'),
  pay: (body: { amount: number; method: PaymentMethodName; coin?: string; network?: string }) =>
    http.request<{ topUp: TopUpView; redirectUrl: string }>('POST', '/users/payment', body),
  settleSandbox: (topUpId: string, outcome: 'paid' | 'failed') => http.request<TopUpView>('POST', `/users/payment/sandbox/${encodeURIComponent(topUpId)}`, { outcome }),
  topUps: () => http.request<TopUpView[]>('GET', '/users/topups'),
});
