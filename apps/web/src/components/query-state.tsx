import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/error-text';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/** "Loading…" while a query is first fetched, and what went wrong if it failed; nothing once it has data. */
export function QueryState({ query, errorMessage }: { query: QueryLike; errorMessage?: string }) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <p className="muted" role="status">
        {t('common:loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <p className="notice notice--error" role="alert">
        {errorMessage ?? errorText(query.error, t)}
      </p>
    );
  }
  return null;
}
