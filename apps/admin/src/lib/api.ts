import { adminApi, ApiError, catalogApi, HttpClient, Method } from '@simrelay/api-client';
import { env } from '../config/env';
import { useAdminSession } from '../stores/admin-session-store';
import { forgetLists } from './persisted-lists';
import { idleSeconds } from './activity';
import { queryClient } from './query-client';

/** Ends the administrator's session in this browser: the token, the flag and every cached list. */
export function endAdminSession(reason: 'logout' | 'expired' | 'idle'): void {
  useAdminSession.getState().signOut(reason);
  forgetLists(queryClient);
}

/**
 * Every call says how long the administrator has done nothing: the server ends an idle
 * session, and the app's own refreshes (the overview's, refetches) must not keep it alive.
 */
class AdminHttpClient extends HttpClient {
  override request<T>(method: Method, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    return super.request<T>(method, path, body, { 'x-idle-seconds': String(idleSeconds()), ...headers });
  }
}

/**
 * The app's one HTTP client. SPEC: the message "Unauthorized" logs the administrator out
 * (an expired, ended or idle session, or a user token; the guard then sends the browser away).
 */
export const http = new AdminHttpClient({
  baseUrl: env.apiUrl,
  getToken: () => useAdminSession.getState().token,
  onError: (error: ApiError) => {
    if (error.isUnauthorized && useAdminSession.getState().isAdminLoggedIn) endAdminSession('expired');
  },
});

export const api = { admin: adminApi(http), catalog: catalogApi(http) };
