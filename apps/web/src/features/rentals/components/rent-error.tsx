import { ApiError } from '@simrelay/api-client';
import { RefusalNotice, type ExplainRefusal } from '../../../components/refusal-notice';

const explain: ExplainRefusal = (status, t, error) => {
  switch (status) {
    case 409:
      return { title: error instanceof ApiError && error.code.endsWith('NO_NUMBERS') ? t('errors.noNumbers') : t('errors.notNow') };
    case 410:
      return { title: t('errors.expired'), next: <p>{t('errors.expiredText')}</p> };
    case 422:
      return { title: t('errors.unsupported') };
    default:
      return null;
  }
};

/** Why a rental payment (rent, extend, restore) was refused (SPEC error catalogue), and what to do next. */
export function RentError({ error }: { error: unknown }) {
  return <RefusalNotice error={error} namespace="rentals" testId="rent" explain={explain} />;
}
