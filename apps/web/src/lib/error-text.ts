import { ApiError } from '@simrelay/api-client';
import type { TFunction } from 'i18next';

/** "in 40 seconds", "через 5 минут", "через 1 хвилину": when to try again, in the interface language. */
export function waitText(seconds: number, t: TFunction): string {
  const lang = t('common:locale');
  const [value, unit]: [number, Intl.RelativeTimeFormatUnit] = seconds < 90 ? [Math.max(1, Math.ceil(seconds)), 'second'] : seconds < 90 * 60 ? [Math.ceil(seconds / 60), 'minute'] : [Math.ceil(seconds / 3600), 'hour'];
  return new Intl.RelativeTimeFormat(lang, { numeric: 'always' }).format(value, unit);
}

/** What to tell the user about a failed call, in their language. */
export function errorText(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('common:errors.unknown');
  if (error.status === 0) return t('common:errors.network');
  if (error.isUnauthorized) return t('common:errors.unauthorized');
  if (error.status === 429) return error.retryAfterSeconds ? t('common:errors.rateLimitedFor', { wait: waitText(error.retryAfterSeconds, t) }) : t('common:errors.rateLimited');
  if (error.status === 402) return t('common:errors.insufficientBalance');
  const firstField = Object.values(error.fields)[0];
  if (firstField) return t(`common:validation.${firstField}`, { defaultValue: error.message });
  if (error.status >= 500 && error.errorId) return `${t('common:errors.unknown')} ${t('common:errors.errorId', { id: error.errorId })}`;
  return error.message || t('common:errors.unknown');
}

