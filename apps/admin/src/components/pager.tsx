import { useTranslation } from 'react-i18next';

/** Previous, "Page 2 of 5 · 243 in all", Next under a list read a page at a time from the server. */
export function Pager({ page, limit, total, onGo, testId }: { page: number; limit: number; total: number; onGo: (page: number) => void; testId: string }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / limit));
  if (total <= limit && page === 1) return <p className="muted pager__total">{t('list.total', { count: total })}</p>;
  return (
    <nav className="pager" aria-label={t('list.pages')} data-testid={testId}>
      <button type="button" className="button button--secondary button--small" onClick={() => onGo(page - 1)} disabled={page <= 1} data-testid={`${testId}-previous`}>
        {t('common:pager.previous')}
      </button>
      <span className="pager__where" aria-current="page">
        {t('common:pager.page', { page, pages })} · {t('list.total', { count: total })}
      </span>
      <button type="button" className="button button--secondary button--small" onClick={() => onGo(page + 1)} disabled={page >= pages} data-testid={`${testId}-next`}>
        {t('common:pager.next')}
      </button>
    </nav>
  );
}
