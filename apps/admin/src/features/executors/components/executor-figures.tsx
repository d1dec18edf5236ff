import { FormEvent, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@simrelay/ui';
import { QueryState } from '../../../components/query-state';
import { formatDollars, formatPercent } from '../../../lib/format';
import { executorFiguresQueryOptions } from '../api/executors-queries';

const DAY_MS = 86_400_000;
/** `YYYY-MM-DD` of a local day, as a date field holds it. */
const dayOf = (date: Date) => new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
/** A date field's day as the instant its local midnight is. */
const startOf = (day: string) => new Date(`${day}T00:00:00`).toISOString();

/**
 * Each executor's purchases, codes delivered, success rate, spend, revenue and margin over a
 * period of local days (the last 30 to start with; `until` day included).
 */
export function ExecutorFigures() {
  const { t, i18n } = useTranslation();
  const today = dayOf(new Date());
  const [draft, setDraft] = useState({ since: dayOf(new Date(Date.now() - 29 * DAY_MS)), until: today });
  const [period, setPeriod] = useState(draft);
  const range = { since: startOf(period.since), until: new Date(new Date(startOf(period.until)).getTime() + DAY_MS).toISOString() };
  const figures = useQuery(executorFiguresQueryOptions(range));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setPeriod(draft);
  };
  return (
    <section className="card" aria-labelledby="executor-figures">
      <h2 className="card__title" id="executor-figures">
        {t('partners.executors.figures.title')}
      </h2>
      <form className="toolbar" onSubmit={apply}>
        <label className="field field--inline">
          <span>{t('partners.executors.figures.since')}</span>
          <input type="date" value={draft.since} max={draft.until} onChange={(e) => setDraft({ ...draft, since: e.target.value })} data-testid="figures-since" />
        </label>
        <label className="field field--inline">
          <span>{t('partners.executors.figures.until')}</span>
          <input type="date" value={draft.until} min={draft.since} onChange={(e) => setDraft({ ...draft, until: e.target.value })} data-testid="figures-until" />
        </label>
        <button type="submit" className="button button--small" disabled={!draft.since || !draft.until} data-testid="figures-show">
          {t('partners.executors.figures.show')}
        </button>
      </form>
      <QueryState query={figures} />
      {figures.data && figures.data.length === 0 && <EmptyState title={t('partners.executors.figures.empty')} />}
      {figures.data && figures.data.length > 0 && (
        <div className="table-wrap">
          <table className="table table--compact" data-testid="executor-figures">
            <thead>
              <tr>
                <th scope="col">{t('partners.executors.name')}</th>
                <th scope="col">{t('partners.executors.figures.purchases')}</th>
                <th scope="col">{t('partners.executors.figures.delivered')}</th>
                <th scope="col">{t('partners.executors.figures.successRate')}</th>
                <th scope="col">{t('partners.executors.figures.spend')}</th>
                <th scope="col">{t('partners.executors.figures.revenue')}</th>
                <th scope="col">{t('partners.executors.figures.margin')}</th>
                <th scope="col">{t('partners.executors.figures.late')}</th>
              </tr>
            </thead>
            <tbody>
              {figures.data.map((row) => (
                <tr key={row.executorId} data-testid="figures-row" data-executor={row.executor}>
                  <td>{row.executor}</td>
                  <td data-testid="figures-purchases">{row.purchases}</td>
                  <td>{row.delivered}</td>
                  <td>{formatPercent(row.successRate, i18n.language)}</td>
                  <td>{formatDollars(row.spend, i18n.language)}</td>
                  <td>{formatDollars(row.revenue, i18n.language)}</td>
                  <td className={row.margin > 0 ? 'plus' : row.margin < 0 ? 'minus' : ''}>{formatDollars(row.margin, i18n.language)}</td>
                  <td>{row.late}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
