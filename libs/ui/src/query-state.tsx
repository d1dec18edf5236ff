import { useTranslation } from 'react-i18next';

export interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * "Loading…" while a query is first fetched, and what went wrong if it failed (`describe` says it
 * in the app's own words); nothing once it has data.
 */
export function QueryState({ query, describe }: { query: QueryLike; describe: (error: unknown) => string }) {
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
      <p className="notice notice--error" role="alert" data-testid="query-error">
        {describe(query.error)}
      </p>
    );
  }
  return null;
}
