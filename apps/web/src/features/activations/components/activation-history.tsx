import '../activations.css';
import type { ActivationView } from '@simrelay/api-client';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { formatDollars } from '../../../lib/money';
import { HISTORY_PAGE_SIZE, useActivationHistory } from '../api/get-activation-history';
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
          <dt>{t('history.price')}</dt>
          <dd>{formatDollars(activation.price, i18n.language)}</dd>
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

/** /profile/history: every activation, newest first, a page at a time; messages on demand. */
export function ActivationHistory() {
  const { t } = useTranslation('activations');
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const history = useActivationHistory(page);
  const items = history.data?.items ?? [];
  const names = useCatalogNames(items.map((a) => a.country));
  const total = history.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (history.data?.limit || HISTORY_PAGE_SIZE)));
  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };

  return (
    <section className="history" aria-labelledby="history-title" data-testid="activation-history">
      <ListHead id="history-title" title={t('history.title')} count={total > 0 && t('history.total', { count: total })} />
      <QueryState query={history} errorMessage={t('history.loadError')} />
      {history.data && total === 0 && (
        <EmptyState title={t('common:empty.nothingChosen')}>
          <p>{t('account:history.text')}</p>
          <Link className="button" to={pickerHref}>
            {t('account:otp.choose')}
          </Link>
        </EmptyState>
      )}
      {history.data && total > 0 && items.length === 0 && (
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
      {pages > 1 && items.length > 0 && (
        <Pager page={page} pages={pages} label={t('history.pages')} onGo={goTo} testId="history" />
      )}
    </section>
  );
}
