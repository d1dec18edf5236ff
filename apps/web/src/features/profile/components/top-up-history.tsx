import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@simrelay/ui';
import { api } from '../../../lib/api';
import { useMoney } from '../../../lib/money';

/** The account's top-ups, newest first: what was paid, what was credited (fee and cashback applied). */
export function TopUpHistory() {
  const { t, i18n } = useTranslation();
  const topUps = useQuery({ queryKey: ['payments', 'topups'], queryFn: api.payments.topUps });
  const money = useMoney();
  return (
    <section className="section" aria-labelledby="topup-history" data-testid="topup-history">
      <h3 id="topup-history">{t('account:balance.history.title')}</h3>
      {topUps.data?.length === 0 && <EmptyState title={t('account:balance.history.empty')} />}
      {!!topUps.data?.length && (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('account:balance.history.date')}</th>
                <th scope="col">{t('account:balance.history.method')}</th>
                <th scope="col">{t('account:balance.history.amount')}</th>
                <th scope="col">{t('account:balance.history.credited')}</th>
                <th scope="col">{t('account:balance.history.status')}</th>
              </tr>
            </thead>
            <tbody>
              {topUps.data.map((row) => (
                <tr key={row.topUpId}>
                  <td>{new Date(row.createdAt).toLocaleString(i18n.language)}</td>
                  <td>{t(`account:payment.methods.${row.method}.name`)}</td>
                  <td>{money(row.amount)}</td>
                  <td>{row.status === 'paid' ? money(row.amount - row.fee + row.cashback) : '—'}</td>
                  <td>{t(`account:balance.history.statuses.${row.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
