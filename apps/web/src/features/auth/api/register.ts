import type { Lang } from '@simrelay/api-client';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface RegisterInput {
  email: string;
  password: string;
  lang: Lang;
  /** The human check's base64 payload; each one is accepted once. */
  altcha: string;
}

/** POST /users/register: the account waits for its email confirmation afterwards. */
export function useRegister() {
  return useMutation({
    mutationKey: ['auth', 'register'],
    mutationFn: (input: RegisterInput) => api.users.register(input),
  });
}
