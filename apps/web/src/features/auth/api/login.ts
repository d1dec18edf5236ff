import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface LoginInput {
  email: string;
  password: string;
}

/** POST /users/login. The page signs the returned session in (it also decides where to go). */
export function useLogin() {
  return useMutation({
    mutationKey: ['auth', 'login'],
    mutationFn: ({ email, password }: LoginInput) => api.users.login(email, password),
  });
}
