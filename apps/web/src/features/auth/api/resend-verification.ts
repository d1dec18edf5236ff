import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /users/verify/resend/: a new confirmation letter (the answer is the same for any address). */
export function useResendVerification() {
  return useMutation({
    mutationKey: ['verification', 'resend'],
    mutationFn: (email: string) => api.users.resendVerification(email),
  });
}
