import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface ResetPasswordInput {
  restoreKey: string;
  password: string;
  email?: string;
}

/** POST /users/password/reset: the new password, with the mailed key. */
export function useResetPassword() {
  return useMutation({
    mutationKey: ['auth', 'reset'],
    mutationFn: (input: ResetPasswordInput) => api.users.resetPassword(input),
  });
}
