import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /users/logout: ends this session on the server. The caller clears the local state. */
export function useLogout() {
  return useMutation({
    mutationKey: ['auth', 'logout'],
    mutationFn: () => api.users.logout(),
  });
}
