import { useTranslation } from 'react-i18next';

/** "24 hours", "3 days", "30 days" in the interface language, with its plural forms. */
export function usePeriodLabel(): (hours: number) => string {
  const { t } = useTranslation('catalog');
  return (hours) => (hours % 24 === 0 && hours > 24 ? t('rental.days', { count: hours / 24 }) : t('rental.hours', { count: hours }));
}
