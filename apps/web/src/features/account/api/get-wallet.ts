import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '../../../app/session-effects';
import { api } from '../../../lib/api';
import { useSession } from '../../../stores/session-store';

/** Every query about the user's money starts with this: a balance push refreshes them all. */
export const moneyQueryKey = ['money'] as const;

/** GET /users/ledger/balance: available, reserved (held for open numbers and rentals), paid in. */
export const walletQueryOptions = () => queryOptions({ queryKey: [...moneyQueryKey, 'wallet'], queryFn: api.ledger.wallet, staleTime: 10_000 });

export function useWallet() {
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  return useQuery({ ...walletQueryOptions(), enabled: isLoggedIn });
}

/** Money moved (a hold, a charge, a release, a top-up): the figures and the ledger are read again. */
export function refreshMoney(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: moneyQueryKey });
  void queryClient.invalidateQueries({ queryKey: profileQueryKey });
}
