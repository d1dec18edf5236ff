import { useTranslation } from 'react-i18next';

/**
 * Previous, "Page 2 of 5", Next under a list shown a page at a time. The buttons carry the
 * test ids `<testId>-previous` and `<testId>-next`.
 */
export function Pager({ page, pages, label, onGo, testId }: { page: number; pages: number; label: string; onGo: (page: number) => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="button button--secondary" onClick={() => onGo(page - 1)} disabled={page <= 1} data-testid={`${testId}-previous`}>
        {t('common:pager.previous')}
      </button>
      <span className="pager__where" aria-current="page">
        {t('common:pager.page', { page, pages })}
      </span>
      <button type="button" className="button button--secondary" onClick={() => onGo(page + 1)} disabled={page >= pages} data-testid={`${testId}-next`}>
        {t('common:pager.next')}
      </button>
    </nav>
  );
}
