import { ChangeEvent, FormEvent, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/money';
import { TextField } from '../../../components/form/text-field';
import { Page } from '../../../components/page';
import { errorText } from '../../../lib/error-text';
import { usePay, usePaymentMethods } from '../api/pay';
import { PaymentNotes, PaymentsSoonNotice } from '../components/payment-notes';
import { CRYPTO_CURRENCIES, CryptoCode, METHOD_ORDER, PAYMENT_METHODS, PaymentMethod, sumProblem } from '../components/payment-methods';
import { openCheckout } from '../api/open-checkout';
import '../payment.css';

/**
 * /payment: sum, method, and for crypto the currency and network. A method the server says is
 * unavailable (no provider connected) keeps the button off with a notice; in test mode every
 * method goes to the sandbox page.
 */
export function PaymentPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const [sum, setSum] = useState('');
  const [touched, setTouched] = useState(false);
  const [search] = useSearchParams();
  // /payment?method=crypto: the crypto page's "top up" opens the form on its method.
  const [method, setMethod] = useState<PaymentMethod>(() => (METHOD_ORDER.find((m) => m === search.get('method')) ?? 'card'));
  const [currency, setCurrency] = useState<CryptoCode>('USDT');
  const networks = CRYPTO_CURRENCIES.find((c) => c.code === currency)?.networks ?? [];
  const [network, setNetwork] = useState<string>(networks[0] ?? '');
  const sumError = touched ? sumProblem(sum, method, t) : null;
  const currencyId = useId();
  const networkId = useId();
  const navigate = useNavigate();
  const methods = usePaymentMethods();
  const pay = usePay();
  const available = methods.data?.methods[method]?.available === true;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!available || sumProblem(sum, method, t)) return;
    const body = { amount: Number(sum.replace(',', '.')), method, ...(method === 'crypto' ? { coin: currency, network } : {}) };
    pay.mutate(body, { onSuccess: (result) => openCheckout(result.redirectUrl, navigate) });
  };

  const chooseCurrency = (event: ChangeEvent<HTMLSelectElement>) => {
    const code = event.target.value as CryptoCode;
    setCurrency(code);
    setNetwork(CRYPTO_CURRENCIES.find((c) => c.code === code)?.networks[0] ?? '');
  };

  return (
    <Page title={t('account:payment.title')} lead={t('account:payment.lead')} wide>
      <div className="payment-layout">
        <form className="form payment-form" onSubmit={submit} noValidate data-testid="payment-form">
          <TextField
            label={t('account:payment.sum')}
            name="sum"
            inputMode="decimal"
            autoComplete="off"
            value={sum}
            error={sumError ?? undefined}
            hint={sumError ? undefined : t('account:payment.sumHint', { min: money(PAYMENT_METHODS[method].minimum) })}
            onChange={(e) => setSum(e.target.value)}
            onBlur={() => setTouched(true)}
          />
          <fieldset className="payment-methods">
            <legend>{t('account:payment.method')}</legend>
            {METHOD_ORDER.map((key) => (
              <label key={key} className={`payment-method${method === key ? ' payment-method--chosen' : ''}`}>
                <input type="radio" name="method" value={key} checked={method === key} onChange={() => setMethod(key)} />
                <span className="payment-method__text">
                  <span className="payment-method__name">{t(`account:payment.methods.${key}.name`)}</span>
                  <span className="payment-method__terms">{t(`account:payment.methods.${key}.terms`, { min: money(PAYMENT_METHODS[key].minimum), percent: PAYMENT_METHODS[key].feePercent })}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {method === 'crypto' && (
            <div className="payment-crypto">
              <div className="field">
                <label htmlFor={currencyId}>{t('account:payment.currency')}</label>
                <div className="field__control">
                  <select id={currencyId} name="currency" value={currency} onChange={chooseCurrency}>
                    {CRYPTO_CURRENCIES.map((c) => (
                      <option key={c.code} value={c.code}>
                        {c.code}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
              <div className="field">
                <label htmlFor={networkId}>{t('account:payment.network')}</label>
                <div className="field__control">
                  <select id={networkId} name="network" value={network} onChange={(e) => setNetwork(e.target.value)}>
                    {networks.map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
            </div>
          )}
          {methods.data?.testMode && <p className="notice notice--info">{t('account:payment.sandbox.testMode')}</p>}
          {!available && <PaymentsSoonNotice />}
          {pay.isError && (
            <p className="notice notice--error" role="alert">
              {errorText(pay.error, t)}
            </p>
          )}
          <button
            type="submit"
            className="button button--block"
            disabled={!available || pay.isPending}
            aria-describedby={available ? undefined : 'payments-soon'}
            data-testid="payment-proceed"
          >
            {t('account:payment.proceed')}
          </button>
        </form>
        <PaymentNotes />
      </div>
    </Page>
  );
}
