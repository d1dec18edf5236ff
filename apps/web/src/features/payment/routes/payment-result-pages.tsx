import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { useMoney } from '../../../lib/money';
import { useSession } from '../../../stores/session-store';
import { SETTLEMENT_MINUTES } from '../components/payment-methods';
import '../payment.css';

/** Where the payment provider returns after a completed payment. */
export function PaymentSuccessPage() {
  const { t } = useTranslation();
  const money = useMoney();
  // Pushed over the live connection the moment the top-up is credited.
  const balance = useSession((s) => s.balance);
  return (
    <Page title={t('account:paymentSuccess.title')}>
      <p className="notice notice--success" role="status" data-testid="payment-success">
        {t('account:paymentSuccess.text', { minutes: SETTLEMENT_MINUTES })}
      </p>
      <p>{t('account:paymentSuccess.refresh')}</p>
      <p className="payment-actions">
        <strong data-testid="payment-success-balance">{t('account:paymentSuccess.reload', { balance: money(balance) })}</strong>
        <Link to={paths.profileBalance.getHref()}>{t('account:paymentSuccess.toBalance')}</Link>
      </p>
    </Page>
  );
}

/** Where the payment provider returns after a failed or cancelled payment. */
export function PaymentFailPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('account:paymentFail.title')}>
      <p className="notice notice--error" role="alert" data-testid="payment-fail">
        {t('account:paymentFail.text')}
      </p>
      <p className="payment-actions">
        <Link className="button" to={paths.payment.getHref()}>
          {t('account:paymentFail.again')}
        </Link>
      </p>
    </Page>
  );
}
