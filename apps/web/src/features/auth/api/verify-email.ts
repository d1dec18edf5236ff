import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { switchLanguage } from '../../../lib/i18n';
import { useSession } from '../../../stores/session-store';

/** GET /users/verify/:token. A confirmed email signs the user in, in the account's language. */
export function useVerifyEmail() {
  const signIn = useSession((s) => s.signIn);
  return useMutation({
    mutationKey: ['auth', 'verify'],
    mutationFn: (token: string) => api.users.verify(token),
    onSuccess: (session) => {
      signIn(session);
      return switchLanguage(session.lang);
    },
  });
}
