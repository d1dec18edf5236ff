import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { formatDollars } from '../../../lib/money';
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
  return (
    <Page title={t('account:payeer.title')} lead={t('account:payeer.lead', { min: minimum, percent: feePercent })}>
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
        <PaymentsSoonNotice />
        <PaymentNotes fees={false} />
        <p>
          <Link to={paths.payment.getHref()}>{t('account:payment.otherMethod')}</Link>
        </p>
      </div>
    </Page>
  );
}
