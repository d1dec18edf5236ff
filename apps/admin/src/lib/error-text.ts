import { ApiError } from '@simrelay/api-client';
import type { TFunction } from 'i18next';

/**
 * What to tell the operator about a failed call. The SPEC shows the server's own message for
 * admin calls; a field error names the field, and a network failure says so.
 */
export function errorText(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('common:errors.unknown');
  if (error.status === 0) return t('common:errors.network');
  const fields = Object.entries(error.fields);
  if (fields.length) return `${error.message}: ${fields.map(([field, key]) => `${field} (${key})`).join(', ')}`;
  if (error.status >= 500 && error.errorId) return `${error.message} ${t('common:errors.errorId', { id: error.errorId })}`;
  return error.message || t('common:errors.unknown');
}
