import { ApiError } from '@simrelay/api-client';
import type { TFunction } from 'i18next';

/** What to tell the user about a failed call, in their language. */
export function errorText(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('common:errors.unknown');
  if (error.status === 0) return t('common:errors.network');
  if (error.isUnauthorized) return t('common:errors.unauthorized');
  if (error.status === 429) return t('common:errors.rateLimited');
  if (error.status === 402) return t('common:errors.insufficientBalance');
  const firstField = Object.values(error.fields)[0];
  if (firstField) return t(`common:validation.${firstField}`, { defaultValue: error.message });
  if (error.status >= 500 && error.errorId) return `${t('common:errors.unknown')} ${t('common:errors.errorId', { id: error.errorId })}`;
  return error.message || t('common:errors.unknown');
}

