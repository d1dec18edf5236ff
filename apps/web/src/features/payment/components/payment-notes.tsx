import { Trans, useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/money';
import { env } from '../../../config/env';
import { CASHBACK, PAYMENT_METHODS, SETTLEMENT_MINUTES } from './payment-methods';

/** A method without a connected provider: said plainly wherever that payment would start. */
export function PaymentsSoonNotice() {
  const { t } = useTranslation();
  return (
    <div id="payments-soon" className="notice notice--info payment-soon" role="status" data-testid="payments-soon">
      <p>
        <strong>{t('account:payment.soonTitle')}</strong>
      </p>
      <p>
        <Trans
          t={t}
          i18nKey="account:payment.soonText"
          components={{ support: <a href={env.supportUrl} target="_blank" rel="noreferrer" /> }}
        />
      </p>
    </div>
  );
}

/** Fees, cashback and what to expect after paying (SPEC section 4 "Payment"). */
export function PaymentNotes({ fees = true }: { fees?: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <aside className="card card--soft payment-notes" aria-labelledby="payment-notes-title">
      <h2 id="payment-notes-title" className="payment-notes__title">
        {t('account:payment.notesTitle')}
      </h2>
      <ul>
        {fees && (
          <>
            <li>{t('account:payment.feeSystems', { percent: PAYMENT_METHODS.card.feePercent })}</li>
            <li>{t('account:payment.feePayeer', { percent: PAYMENT_METHODS.payeer.feePercent })}</li>
            <li>{t('account:payment.cashback', { percent: CASHBACK.percent, from: money(CASHBACK.fromDollars) })}</li>
          </>
        )}
        <li>{t('account:payment.noteTime', { minutes: SETTLEMENT_MINUTES })}</li>
        <li>{t('account:payment.noteRefresh')}</li>
        <li>{t('account:payment.noteEmail')}</li>
        <li>{t('account:payment.noteVpn')}</li>
      </ul>
    </aside>
  );
}
