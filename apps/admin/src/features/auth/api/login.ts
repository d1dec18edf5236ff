import { useMutation } from '@tanstack/react-query';
import type { AdminSessionResponse } from '@simrelay/api-client';
import { markActive } from '../../../lib/activity';
import { api } from '../../../lib/api';
import { useAdminSession } from '../../../stores/admin-session-store';

/** SPEC: login sets logged in, the token and test mode (once the second factor, if due, is given). */
export function useSignIn() {
  const signIn = useAdminSession((s) => s.signIn);
  return (session: AdminSessionResponse) => {
    markActive();
    signIn(session);
  };
}

/** The password step: a session, or the second factor due (`mfa`). */
export function useAdminLogin() {
  const signIn = useSignIn();
  return useMutation({
    mutationKey: ['admin', 'login'],
    mutationFn: ({ email, password }: { email: string; password: string }) => api.admin.login(email, password),
    onSuccess: (answer) => {
      if (!('mfa' in answer)) signIn(answer);
    },
  });
}

/** The code step: a TOTP code or a recovery code. */
export function useVerifyMfa() {
  const signIn = useSignIn();
  return useMutation({
    mutationKey: ['admin', 'mfa'],
    mutationFn: (body: { challenge: string; code?: string; recoveryCode?: string }) => api.admin.verifyMfa(body),
    onSuccess: signIn,
  });
}
