import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { formatDollars } from '../../../lib/money';
import { openCheckout } from '../api/open-checkout';
import { usePayeer, usePaymentMethods } from '../api/pay';
import { PaymentNotes, PaymentsSoonNotice } from '../components/payment-notes';
import { PAYMENT_METHODS, parseSum, sumProblem } from '../components/payment-methods';
import '../payment.css';

/** /payment/payeer and /payment/payeer/:sum: paying with a Payeer wallet. */
export function PayeerPage() {
  const { t, i18n } = useTranslation();
  const { sum } = useParams();
  const problem = sum === undefined ? null : sumProblem(sum, 'payeer', t);
  const amount = sum === undefined || problem ? null : parseSum(sum);
  const { minimum, feePercent } = PAYMENT_METHODS.payeer;
  const navigate = useNavigate();
  const methods = usePaymentMethods();
  const payeer = usePayeer();
  const available = methods.data?.methods.payeer.available === true;
  const proceed = () => {
    if (amount !== null) payeer.mutate(amount, { onSuccess: (result) => openCheckout(result.redirectUrl, navigate) });
  };
  return (
    <Page title={t('account:payeer.title')} lead={t('account:payeer.lead', { min: formatDollars(minimum, i18n.language), percent: feePercent })}>
      <div className="payment-stack">
        {amount !== null && (
          <p className="payment-sum" data-testid="payeer-sum">
            {t('account:payeer.sum', { sum: formatDollars(amount, i18n.language) })}
          </p>
        )}
        {problem && (
          <p className="notice notice--error" role="alert">
            {problem}
          </p>
        )}
        <ol className="payment-steps">
          <li>{t('account:payeer.step1')}</li>
          <li>{t('account:payeer.step2')}</li>
          <li>{t('account:payeer.step3')}</li>
        </ol>
        {amount !== null && available && (
          <button type="button" className="button" onClick={proceed} disabled={payeer.isPending} data-testid="payeer-proceed">
            {t('account:payeer.proceed', { sum: formatDollars(amount, i18n.language) })}
          </button>
        )}
        {payeer.error && (
          <p className="notice notice--error" role="alert">
            {errorText(payeer.error, t)}
          </p>
        )}
        {methods.data && !available && <PaymentsSoonNotice />}
        <PaymentNotes fees={false} />
        <p>
          <Link to={paths.payment.getHref()}>{t('account:payment.otherMethod')}</Link>
        </p>
      </div>
    </Page>
  );
}
