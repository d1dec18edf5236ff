import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /users/restore: mails a link to set a new password, if the account exists. */
export function useRequestRestore() {
  return useMutation({
    mutationKey: ['auth', 'restore'],
    mutationFn: (email: string) => api.users.requestRestore(email),
  });
}
