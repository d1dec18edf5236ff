import { FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestKey } from '../../../lib/format';
import { useChangeBalance } from '../api/user-actions';

/**
 * Credit (positive) or debit (negative) with a recorded reason. The request key is made once per
 * change and kept until it succeeds, so a submit repeated after a lost answer applies once.
 */
export function BalanceForm({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const change = useChangeBalance(userId);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(requestKey);
  const value = Number(amount.replace(',', '.'));
  const valid = amount.trim() !== '' && Number.isFinite(value) && value !== 0 && reason.trim().length > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { amount: value, reason: reason.trim(), key },
      {
        onSuccess: () => {
          setAmount('');
          setReason('');
          setKey(requestKey());
        },
      },
    );
  };
  const edit = (apply: () => void) => {
    apply();
    // Another change is another request.
    setKey(requestKey());
  };
  return (
    <form className="toolbar" onSubmit={submit} data-testid="balance-form">
      <label className="field field--inline">
        <span>{t('users.amount')}</span>
        <input inputMode="decimal" value={amount} onChange={(e) => edit(() => setAmount(e.target.value))} placeholder="10.00 / -2.50" data-testid="balance-amount" />
      </label>
      <label className="field field--inline field--grow">
        <span>{t('users.reason')}</span>
        <input value={reason} maxLength={200} onChange={(e) => edit(() => setReason(e.target.value))} data-testid="balance-reason" />
      </label>
      <button type="submit" className="button button--small" disabled={!valid || change.isPending} data-testid="balance-submit">
        {t('users.changeBalance')}
      </button>
    </form>
  );
}
