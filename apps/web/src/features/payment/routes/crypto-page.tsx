import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '../../../components/page';
import { useMoney } from '../../../lib/money';
import { paths } from '../../../config/paths';
import { usePaymentMethods } from '../api/pay';
import { PaymentNotes, PaymentsSoonNotice } from '../components/payment-notes';
import { CRYPTO_CURRENCIES, PAYMENT_METHODS } from '../components/payment-methods';
import '../payment.css';

/** /payment/crypto: paying with cryptocurrency to a wallet issued for the top-up. */
export function CryptoPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const methods = usePaymentMethods();
  const available = methods.data?.methods.crypto.available === true;
  return (
    <Page title={t('account:crypto.title')} lead={t('account:crypto.lead', { min: money(PAYMENT_METHODS.crypto.minimum) })}>
      <div className="payment-stack">
        <div className="table-wrap">
          <table className="table" data-testid="crypto-currencies">
            <thead>
              <tr>
                <th scope="col">{t('account:payment.currency')}</th>
                <th scope="col">{t('account:payment.network')}</th>
              </tr>
            </thead>
            <tbody>
              {CRYPTO_CURRENCIES.map((c) => (
                <tr key={c.code}>
                  <td>{c.code}</td>
                  <td>{c.networks.join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ol className="payment-steps">
          <li>{t('account:crypto.step1')}</li>
          <li>{t('account:crypto.step2')}</li>
          <li>{t('account:crypto.step3')}</li>
        </ol>
        <p className="notice notice--error">{t('account:crypto.warning')}</p>
        {available && (
          <p>
            <Link className="button" to={`${paths.payment.getHref()}?method=crypto`} data-testid="crypto-proceed">
              {t('account:crypto.proceed')}
            </Link>
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
