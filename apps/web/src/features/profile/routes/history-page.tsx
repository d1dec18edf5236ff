import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';

/** /profile/history: finished activations. */
export function HistoryPage() {
  const { t } = useTranslation();
  return (
    <EmptyState title={t('common:empty.nothingFound')}>
      <p>{t('account:history.text')}</p>
    </EmptyState>
  );
}
