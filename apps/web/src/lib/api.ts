import { activationsApi, ApiError, catalogApi, HttpClient, ledgerApi, paymentApi, rentalsApi, userApi } from '@simrelay/api-client';
import { env } from '../config/env';
import { useSession } from '../stores/session-store';

/**
 * The app's one HTTP client. Every failure passes here first: the SPEC's "Unauthorized"
 * ends the session, and a 503 raises the maintenance notice.
 */
export const http = new HttpClient({
  baseUrl: env.apiUrl,
  getToken: () => useSession.getState().token,
  onError: (error: ApiError) => {
    const session = useSession.getState();
    if (error.isUnauthorized && session.isLoggedIn) session.signOut();
    if (error.status === 503) session.setMaintenance(true);
  },
});

export const api = {
  users: userApi(http),
  catalog: catalogApi(http),
  payments: paymentApi(http),
  activations: activationsApi(http),
  rentals: rentalsApi(http),
  ledger: ledgerApi(http),
};
