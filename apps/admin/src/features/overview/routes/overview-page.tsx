import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { QueryState } from '../../../components/query-state';
import { formatDollars, formatPercent } from '../../../lib/format';
import { useOverview } from '../api/get-overview';

interface Figure {
  id: string;
  label: string;
  value: string;
  note?: string;
  href: string;
  alert?: boolean;
}

/**
 * The dashboard's landing: the inventory and today's activations, revenue, long-term rentals
 * and what needs an operator (offline numbers, unrouted SMS, modems, restore requests, SIM top-ups).
 */
export function OverviewPage() {
  const { t, i18n } = useTranslation();
  const overview = useOverview();
  const data = overview.data;
  const figures: Figure[] = data
    ? [
        { id: 'online', label: t('overview.online'), value: String(data.numbers.online), note: t('overview.ofTotal', { total: data.numbers.total }), href: paths.numbers.getHref() },
        { id: 'offline', label: t('overview.offline'), value: String(data.numbers.offline), href: paths.numbers.getHref(), alert: data.numbers.offline > 0 },
        { id: 'in-use', label: t('overview.inUse'), value: String(data.numbers.inUse), href: paths.activations.getHref() },
        { id: 'open', label: t('overview.open'), value: String(data.activations.open), href: paths.activations.getHref() },
        {
          id: 'finished',
          label: t('overview.finishedToday'),
          value: String(data.activations.endedToday),
          note:
            data.activations.successRate === null
              ? t('overview.noSuccessRate')
              : t('overview.successRate', { rate: formatPercent(data.activations.successRate, i18n.language), count: data.activations.succeededToday }),
          href: paths.activations.getHref(),
        },
        { id: 'revenue', label: t('overview.revenueToday'), value: formatDollars(data.revenueToday, i18n.language), note: t('overview.charges', { count: data.chargesToday }), href: paths.activations.getHref() },
        { id: 'unrouted', label: t('overview.unrouted'), value: String(data.unroutedMessages), href: paths.messages.getHref(true), alert: data.unroutedMessages > 0 },
        { id: 'modems', label: t('overview.modemProblems'), value: String(data.modemsWithProblems), href: paths.modems.getHref(), alert: data.modemsWithProblems > 0 },
        { id: 'leased', label: t('overview.leased'), value: String(data.numbers.leased), href: paths.rentals.getHref() },
        {
          id: 'restores',
          label: t('overview.restoresWaiting'),
          value: String(data.rentals.restoresWaiting),
          href: paths.rentals.getHref({ view: 'restores' }),
          alert: data.rentals.restoresWaiting > 0,
        },
        { id: 'topup', label: t('overview.topUpDue'), value: String(data.rentals.topUpDue), href: paths.rentals.getHref({ view: 'topup' }), alert: data.rentals.topUpDue > 0 },
      ]
    : [];
  return (
    <section className="page">
      <h1 className="page__title">{t('overview.title')}</h1>
      <QueryState query={overview} />
      <div className="figures" data-testid="overview">
        {figures.map((figure) => (
          <Link key={figure.id} to={figure.href} className={`figure${figure.alert ? ' figure--alert' : ''}`} data-testid={`figure-${figure.id}`}>
            <span className="figure__label">{figure.label}</span>
            <span className="figure__value" data-testid="figure-value">
              {figure.value}
            </span>
            {figure.note && <span className="figure__note">{figure.note}</span>}
          </Link>
        ))}
      </div>
    </section>
  );
}
