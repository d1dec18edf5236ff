import '../activations.css';
import type { ActivationStatus, ActivationView } from '@simrelay/api-client';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@simrelay/ui';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { useMoney } from '../../../lib/money';
import { allActivationHistoryQueryOptions, chargeOf, HISTORY_PAGE_SIZE, useActivationHistory } from '../api/get-activation-history';
import { useActivationMessages } from '../api/get-activation-messages';
import { pickerHref } from './anchors';
import { ListHead } from './list-head';
import { MessageItem } from './message-item';
import { useCatalogNames } from './use-catalog-names';

/** `?page=` as a whole number from 1. */
function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** What came to one activation, loaded when first shown. */
function HistoryMessages({ activation, id }: { activation: ActivationView; id: string }) {
  const { t } = useTranslation('activations');
  const messages = useActivationMessages(activation.activationId);
  return (
    <div id={id} className="history-item__messages" data-testid="history-messages">
      <QueryState query={messages} />
      {messages.data?.messages.length === 0 && <p className="muted">{t('history.noMessages')}</p>}
      {!!messages.data?.messages.length && (
        <ul className="activation__messages" aria-label={t('history.messagesFor', { number: activation.number })}>
          {messages.data.messages.map((m) => (
            <MessageItem key={m._id} message={m} />
          ))}
        </ul>
      )}
    </div>
  );
}

function HistoryItem({ activation, names }: { activation: ActivationView; names: ReturnType<typeof useCatalogNames> }) {
  const { t, i18n } = useTranslation('activations');
  const money = useMoney();
  const charge = chargeOf(activation);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const carrier = activation.carrier ? names.carrierName(activation.country, activation.carrier) : null;
  return (
    <li className="history-item" data-testid="history-item" data-status={activation.status}>
      <div className="history-item__main">
        <span className="history-item__service">{names.serviceName(activation.country, activation.service)}</span>
        <span className="history-item__number">{activation.number}</span>
      </div>
      <dl className="history-item__facts">
        <div>
          <dt>{t('history.order')}</dt>
          <dd data-testid="history-order">{activation.orderNumber}</dd>
        </div>
        <div>
          <dt>{t('history.date')}</dt>
          <dd>
            <time dateTime={activation.createdAt} className="history-item__date">{new Date(activation.createdAt).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' })}</time>
          </dd>
        </div>
        <div>
          <dt>{t('history.country')}</dt>
          <dd>{[names.countryName(activation.country), carrier].filter(Boolean).join(' · ')}</dd>
        </div>
        <div>
          <dt>{t('history.charged')}</dt>
          <dd data-testid="history-charge" data-charge={charge}>
            {charge === 'charged' ? (
              money(activation.price)
            ) : charge === 'reserved' ? (
              t('history.reserved', { price: money(activation.price) })
            ) : (
              <span className="history-item__free">{t('history.notCharged')}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('history.status')}</dt>
          <dd>
            <span className={`status-badge status-badge--${activation.status}`} data-testid="history-status">
              {t(`statuses.${activation.status}`)}
            </span>
          </dd>
        </div>
      </dl>
      <button type="button" className="link-button history-item__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
        {open ? t('history.hideMessages') : t('history.showMessages')}
      </button>
      {open && <HistoryMessages activation={activation} id={panelId} />}
    </li>
  );
}

const STATUSES: readonly ActivationStatus[] = ['active', 'received', 'finished', 'cancelled', 'blocked', 'no_sms', 'timeout', 'removed'];

interface HistoryFilter {
  service: string;
  status: ActivationStatus | '';
  from: string;
  to: string;
}

/** A local calendar day's first and next day's first instant, in ms (NaN when not set). */
const dayMs = (day: string, next = false) => {
  if (!day) return NaN;
  const date = new Date(`${day}T00:00:00`);
  if (next) date.setDate(date.getDate() + 1);
  return date.getTime();
};

const matches = (a: ActivationView, f: HistoryFilter) => {
  const at = Date.parse(a.createdAt);
  return (!f.service || a.service === f.service) && (!f.status || a.status === f.status) && !(at < dayMs(f.from)) && !(at >= dayMs(f.to, true));
};

/**
 * /profile/history: every activation, newest first, a page at a time; messages on demand.
 * Filtered by service, status and dates (then the whole history is read and filtered here).
 */
export function ActivationHistory() {
  const { t, i18n } = useTranslation('activations');
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const filter: HistoryFilter = {
    service: params.get('service') ?? '',
    status: (STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as ActivationStatus) : '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
  const filtered = !!(filter.service || filter.status || filter.from || filter.to);
  const history = useActivationHistory(page);
  const all = useQuery({ ...allActivationHistoryQueryOptions(), enabled: filtered });
  const matching = filtered ? (all.data ?? []).filter((a) => matches(a, filter)) : null;
  const items = matching ? matching.slice((page - 1) * HISTORY_PAGE_SIZE, page * HISTORY_PAGE_SIZE) : (history.data?.items ?? []);
  const names = useCatalogNames([...items, ...(all.data ?? [])].map((a) => a.country));
  const total = matching ? matching.length : (history.data?.total ?? 0);
  const pages = Math.max(1, Math.ceil(total / (matching ? HISTORY_PAGE_SIZE : history.data?.limit || HISTORY_PAGE_SIZE)));
  const loaded = matching ? !!all.data : !!history.data;
  const services = [...new Map((all.data ?? history.data?.items ?? []).map((a) => [a.service, names.serviceName(a.country, a.service)])).entries()].sort((a, b) =>
    a[1].localeCompare(b[1], i18n.language),
  );
  const update = (changes: Partial<HistoryFilter> & { page?: number }) => {
    const next = { ...filter, ...changes };
    const query: Record<string, string> = {};
    for (const key of ['service', 'status', 'from', 'to'] as const) if (next[key]) query[key] = next[key];
    if (changes.page && changes.page > 1) query['page'] = String(changes.page);
    setParams(query);
  };
  const goTo = (next: number) => {
    update({ page: next });
    window.scrollTo({ top: 0 });
  };
  // The service list comes from the activations the user had; the whole history once filtering starts.
  const wantAll = () => !filtered && void all.refetch();

  return (
    <section className="history" aria-labelledby="history-title" data-testid="activation-history">
      <ListHead id="history-title" title={t('history.title')} count={total > 0 && t('history.total', { count: total })} />
      <div className="history__filters" onFocus={wantAll}>
        <label className="field">
          <span>{t('history.filters.service')}</span>
          <select value={filter.service} onChange={(e) => update({ service: e.target.value })} data-testid="history-service">
            <option value="">{t('history.filters.anyService')}</option>
            {filter.service && !services.some(([code]) => code === filter.service) && <option value={filter.service}>{filter.service}</option>}
            {services.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('history.status')}</span>
          <select value={filter.status} onChange={(e) => update({ status: e.target.value as ActivationStatus | '' })} data-testid="history-status-filter">
            <option value="">{t('history.filters.anyStatus')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`statuses.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('history.filters.from')}</span>
          <input type="date" value={filter.from} onChange={(e) => update({ from: e.target.value })} data-testid="history-from" />
        </label>
        <label className="field">
          <span>{t('history.filters.to')}</span>
          <input type="date" value={filter.to} onChange={(e) => update({ to: e.target.value })} data-testid="history-to" />
        </label>
      </div>
      <QueryState query={matching ? all : history} errorMessage={t('history.loadError')} />
      {loaded && total === 0 && !filtered && (
        <EmptyState title={t('history.empty')}>
          <p>{t('account:history.text')}</p>
          <Link className="button" to={pickerHref}>
            {t('account:otp.choose')}
          </Link>
        </EmptyState>
      )}
      {loaded && total === 0 && filtered && <EmptyState title={t('common:empty.nothingFound')} />}
      {loaded && total > 0 && items.length === 0 && (
        <EmptyState title={t('common:empty.nothingFound')}>
          <button type="button" className="button button--secondary" onClick={() => goTo(1)}>
            {t('history.toFirst')}
          </button>
        </EmptyState>
      )}
      {items.length > 0 && (
        <ul className="history__list" aria-busy={history.isPlaceholderData}>
          {items.map((a) => (
            <HistoryItem key={a.activationId} activation={a} names={names} />
          ))}
        </ul>
      )}
      {pages > 1 && items.length > 0 && <Pager page={page} pages={pages} label={t('history.pages')} onGo={goTo} testId="history" />}
    </section>
  );
}
