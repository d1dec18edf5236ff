import { ApiError } from '@simrelay/api-client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';

/** Why no number was given (SPEC error catalogue), and what to do next. */
export function BuyError({ error }: { error: unknown }) {
  const { t } = useTranslation('activations');
  const status = error instanceof ApiError ? error.status : -1;
  let title: string;
  let next: React.ReactNode = null;
  switch (status) {
    case 402:
      title = t('common:errors.insufficientBalance');
      next = (
        <>
          <p>{t('errors.insufficientText')}</p>
          <Link className="button" to={paths.payment.getHref()} data-testid="buy-top-up">
            {t('errors.topUp')}
          </Link>
        </>
      );
      break;
    case 403:
      title = t('common:ban.title');
      next = (
        <>
          <p>{t('common:ban.text')}</p>
          <a className="button" href={env.supportUrl} target="_blank" rel="noreferrer">
            {t('errors.support')}
          </a>
        </>
      );
      break;
    case 407:
      title = t('errors.tooMany');
      next = (
        <Link to={paths.profileOtp.getHref()} data-testid="buy-open-numbers">
          {t('buy.toNumbers')}
        </Link>
      );
      break;
    case 409:
      title = t('errors.noNumbers');
      break;
    case 422:
      title = t('errors.unsupported');
      break;
    default:
      title = errorText(error, t);
  }
  return (
    <div className="notice notice--error buy__error" role="alert" data-testid="buy-error" data-status={status}>
      <strong>{title}</strong>
      {next}
    </div>
  );
}
