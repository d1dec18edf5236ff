import type { LedgerEntry, LedgerFilter, TransferKind } from '@simrelay/api-client';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, usePopup } from '@simrelay/ui';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { errorText } from '../../../lib/error-text';
import { useMoney } from '../../../lib/money';
import { downloadLedgerCsv, LEDGER_GROUPS, LEDGER_PAGE_SIZE, useLedger, type LedgerGroup } from '../api/get-ledger';

/** What an entry belongs to, read from its reference (`activation:<id>`, `rental:<id>:<payment>`, `topup:<id>`, `admin...`). */
function useReference() {
  const { t } = useTranslation('account');
  return (reference: string): string => {
    const [what, id = ''] = reference.split(':');
    const short = id.slice(0, 8);
    if (what === 'activation') return t('ledger.refs.activation', { id: short });
    if (what === 'rental') return t('ledger.refs.rental', { id: short });
    if (what === 'topup') return t('ledger.refs.topup', { id: short });
    if (what === 'admin') return t('ledger.refs.admin');
    return reference;
  };
}

/** A local calendar day as the instant it starts (the filter's `from`), or the next day's start (its `to`). */
const dayStart = (day: string, next = false): string | undefined => {
  if (!day) return undefined;
  const date = new Date(`${day}T00:00:00`);
  if (next) date.setDate(date.getDate() + 1);
  return date.toISOString();
};

/**
 * Every movement of the user's money, from billing's ledger: top-ups, amounts reserved for a
 * number, charges, refunds, releases of a reserve, administrators' corrections; each with its
 * date, amount, the balance after it and what it was for. Filtered by kind and dates, paged by
 * the server, exported as CSV.
 */
export function LedgerTable() {
  const { t, i18n } = useTranslation('account');
  const money = useMoney();
  const show = usePopup((s) => s.show);
  const reference = useReference();
  const kindId = useId();
  const fromId = useId();
  const toId = useId();
  const [group, setGroup] = useState<LedgerGroup | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const filter: LedgerFilter = { kind: group ? [...LEDGER_GROUPS[group]] : undefined, from: dayStart(from), to: dayStart(to, true) };
  const ledger = useLedger(filter, page);
  const total = ledger.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / LEDGER_PAGE_SIZE));
  const filtered = !!group || !!from || !!to;
  const change = <T,>(set: (v: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadLedgerCsv(filter);
    } catch (error) {
      show('error', errorText(error, t));
    } finally {
      setExporting(false);
    }
  };
  /** The amount as it moved the available balance; a charge from a reserve moves only the reserve. */
  const amount = (e: LedgerEntry) => (e.walletChange !== 0 ? `${e.walletChange > 0 ? '+' : '−'}${money(Math.abs(e.walletChange))}` : money(e.amount));

  return (
    <section className="section ledger" aria-labelledby="ledger-title" data-testid="ledger">
      <div className="ledger__head">
        <h3 id="ledger-title">{t('ledger.title')}</h3>
        <button type="button" className="button button--secondary" onClick={() => void exportCsv()} disabled={exporting} data-testid="ledger-csv">
          {t('ledger.csv')}
        </button>
      </div>
      <p className="muted">{t('ledger.lead')}</p>
      <div className="ledger__filters">
        <div className="field">
          <label htmlFor={kindId}>{t('ledger.kind')}</label>
          <select id={kindId} value={group} onChange={(e) => change(setGroup)(e.target.value as LedgerGroup | '')} data-testid="ledger-kind">
            <option value="">{t('ledger.groups.all')}</option>
            {(Object.keys(LEDGER_GROUPS) as LedgerGroup[]).map((g) => (
              <option key={g} value={g}>
                {t(`ledger.groups.${g}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={fromId}>{t('ledger.from')}</label>
          <input id={fromId} type="date" value={from} onChange={(e) => change(setFrom)(e.target.value)} data-testid="ledger-from" />
        </div>
        <div className="field">
          <label htmlFor={toId}>{t('ledger.to')}</label>
          <input id={toId} type="date" value={to} onChange={(e) => change(setTo)(e.target.value)} data-testid="ledger-to" />
        </div>
      </div>
      <QueryState query={ledger} />
      {ledger.data && total === 0 && <EmptyState title={filtered ? t('common:empty.nothingFound') : t('ledger.empty')} />}
      {!!ledger.data?.items.length && (
        <div className="table-wrap">
          <table className="table ledger__table" aria-busy={ledger.isPlaceholderData}>
            <thead>
              <tr>
                <th scope="col">{t('ledger.date')}</th>
                <th scope="col">{t('ledger.what')}</th>
                <th scope="col">{t('ledger.amount')}</th>
                <th scope="col">{t('ledger.balanceAfter')}</th>
              </tr>
            </thead>
            <tbody>
              {ledger.data.items.map((e) => (
                <tr key={e._id} data-testid="ledger-row" data-kind={e.kind}>
                  <td data-label={t('ledger.date')}>{new Date(e.createdAt).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' })}</td>
                  <td data-label={t('ledger.what')}>
                    <span className="ledger__kind">{t(`ledger.kinds.${e.kind as TransferKind}`)}</span>
                    <span className="ledger__ref">{reference(e.reference)}</span>
                    {e.reason && <span className="ledger__ref">{e.reason}</span>}
                  </td>
                  <td data-label={t('ledger.amount')} className={`ledger__amount ledger__amount--${e.walletChange > 0 ? 'in' : e.walletChange < 0 ? 'out' : 'none'}`} data-testid="ledger-amount">
                    {amount(e)}
                  </td>
                  <td data-label={t('ledger.balanceAfter')} data-testid="ledger-balance-after">
                    {money(e.balanceAfter)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && <Pager page={page} pages={pages} label={t('ledger.pages')} onGo={setPage} testId="ledger" />}
    </section>
  );
}
