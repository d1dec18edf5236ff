import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@simrelay/api-client';
import { profileQueryKey } from '../../../app/session-effects';
import { api } from '../../../lib/api';
import { currentActivationsQueryKey, storeActivation } from './get-current-activations';

export interface BuyNumberRequest {
  service: string;
  country: string;
  carrier?: string;
}

export const buyNumber = (request: BuyNumberRequest, requestKey?: string) => api.activations.buy(request, requestKey);

/** 128 random bits as hex; `crypto.randomUUID` exists only on HTTPS or localhost. */
export function newRequestKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * POST /numbers/one. The new number joins the open list at once; the balance (the price is
 * held) and, after a 403, the ban flag come back with the profile.
 *
 * A click after a failed attempt for the same choice repeats that attempt's key: when the
 * purchase went through but its answer was lost (a timeout, a dropped connection), the
 * user gets that number instead of paying for a second one. A success starts a new key.
 */
export function useBuyNumber() {
  const queryClient = useQueryClient();
  const attempt = useRef<{ choice: string; key: string } | null>(null);
  return useMutation({
    mutationKey: ['activations', 'buy'],
    mutationFn: (request: BuyNumberRequest) => {
      const choice = JSON.stringify([request.service, request.country, request.carrier ?? null]);
      if (attempt.current?.choice !== choice) attempt.current = { choice, key: newRequestKey() };
      return buyNumber(request, attempt.current.key);
    },
    onSuccess: (activation) => {
      attempt.current = null;
      storeActivation(queryClient, activation);
      void queryClient.invalidateQueries({ queryKey: currentActivationsQueryKey });
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 403) void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
