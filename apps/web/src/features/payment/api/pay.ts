import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const paymentMethodsQueryKey = ['payments', 'methods'] as const;

/** Which methods can take a payment now (all of them in test mode, through the sandbox). */
export const usePaymentMethods = () => useQuery({ queryKey: paymentMethodsQueryKey, queryFn: api.payments.methods, staleTime: 10_000 });

export const usePay = () => useMutation({ mutationKey: ['payments', 'pay'], mutationFn: api.payments.pay });

export const usePayeer = () => useMutation({ mutationKey: ['payments', 'payeer'], mutationFn: api.payments.payeer });
