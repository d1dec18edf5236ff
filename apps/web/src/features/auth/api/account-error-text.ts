import { ApiError } from '@simrelay/api-client';
import type { TFunction } from 'i18next';
import { errorText } from '../../../lib/error-text';

/** The gateway's code for a wrong email/password pair (its message: 'Wrong email or password'). */
const BAD_CREDENTIALS = 'IDENTITY.BAD_CREDENTIALS';

/** `errorText`, plus the auth refusals that carry no field key, in the user's language. */
export function accountErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.code === BAD_CREDENTIALS) return t('account:login.badCredentials');
  return errorText(error, t);
}

/** True when the server named a field: its message then shows next to that field. */
export const hasFieldErrors = (error: unknown, fields: readonly string[]): boolean =>
  error instanceof ApiError && fields.some((field) => Boolean(error.fields[field]));
