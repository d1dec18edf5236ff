// The list follows the activation history's layout and badges (history-item, status-badge).
import '../../activations/activations.css';
import type { WebhookAttemptView, WebhookDeliveryView } from '@simrelay/api-client';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@simrelay/ui';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { ListHead } from '../../activations/components/list-head';
import { DELIVERIES_PAGE_SIZE, useWebhookDeliveries } from '../api/get-webhook-deliveries';

/** What the user is told about a delivery: a pending one is being sent (no attempt yet) or waits for its next try. */
type ShownState = 'sending' | 'retrying' | 'delivered' | 'failed';

const shownState = (delivery: WebhookDeliveryView): ShownState =>
  delivery.state === 'pending' ? (delivery.attempts.length ? 'retrying' : 'sending') : delivery.state;

function AttemptItem({ attempt }: { attempt: WebhookAttemptView }) {
  const { t, i18n } = useTranslation('account');
  const answered = attempt.httpStatus !== null;
  const status = answered ? t('webhookDeliveries.httpStatus', { status: attempt.httpStatus }) : t('webhookDeliveries.noAnswer');
  // A plain error answer's reason is just "HTTP 500": the status says it already.
  const error = attempt.error && attempt.error !== `HTTP ${attempt.httpStatus}` ? attempt.error : null;
  return (
    <li className={`webhook-attempt${attempt.error === null ? ' webhook-attempt--ok' : ''}`} data-testid="webhook-attempt">
      <span className="webhook-attempt__number">{t('webhookDeliveries.attempt', { attempt: attempt.attempt })}</span>
      <time dateTime={attempt.startedAt}>
        {new Date(attempt.startedAt).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit', second: '2-digit' })}
      </time>
      <span className="webhook-attempt__status" data-testid="webhook-attempt-status">
        {status}
      </span>
      <span className="webhook-attempt__duration">{t('webhookDeliveries.duration', { ms: attempt.durationMs.toLocaleString(i18n.language) })}</span>
      {error && <span className="webhook-attempt__error">{error}</span>}
    </li>
  );
}

function DeliveryItem({ delivery }: { delivery: WebhookDeliveryView }) {
  const { t, i18n } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { payload } = delivery;
  const state = shownState(delivery);
  return (
    <li className="history-item" data-testid="webhook-delivery" data-state={delivery.state}>
      <div className="history-item__main">
        <span className="history-item__service">{payload.number}</span>
        <span className="webhook-delivery__service">
          {t(`webhookDeliveries.kinds.${payload.type}`)} · {payload.service}
        </span>
      </div>
      <dl className="history-item__facts webhook-delivery__facts">
        <div>
          <dt>{t('webhookDeliveries.time')}</dt>
          <dd>
            <time dateTime={delivery.createdAt} className="history-item__date">
              {new Date(delivery.createdAt).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' })}
            </time>
          </dd>
        </div>
        <div>
          <dt>{payload.code ? t('webhookDeliveries.code') : t('webhookDeliveries.text')}</dt>
          <dd className="webhook-delivery__message" data-testid="webhook-delivery-message">
            {payload.code ? <strong className="webhook-delivery__code">{payload.code}</strong> : <span className="webhook-delivery__text">{payload.text}</span>}
          </dd>
        </div>
        <div>
          <dt>{t('webhookDeliveries.status')}</dt>
          <dd>
            <span className={`status-badge status-badge--${state}`} data-testid="webhook-delivery-state" data-state={state}>
              {t(`webhookDeliveries.states.${state}`)}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('webhookDeliveries.attempts')}</dt>
          <dd data-testid="webhook-delivery-attempts">{delivery.attempts.length}</dd>
        </div>
      </dl>
      <button type="button" className="link-button history-item__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
        {open ? t('webhookDeliveries.hideAttempts') : t('webhookDeliveries.showAttempts')}
      </button>
      {open && (
        <div id={panelId} className="history-item__messages webhook-delivery__panel">
          <p className="webhook-delivery__detail">
            <span className="webhook-delivery__label">{t('webhookDeliveries.text')}</span> {payload.text}
          </p>
          <p className="webhook-delivery__detail">
            <span className="webhook-delivery__label">{t('webhookDeliveries.sentTo')}</span> <span className="code">{delivery.url}</span>
          </p>
          {delivery.attempts.length ? (
            <ol className="webhook-attempts" aria-label={t('webhookDeliveries.attemptsFor', { number: payload.number })}>
              {delivery.attempts.map((a) => (
                <AttemptItem key={a.attempt} attempt={a} />
              ))}
            </ol>
          ) : (
            <p className="muted">{t('webhookDeliveries.noAttempts')}</p>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * /profile/api: the latest webhook deliveries, a page at a time, each with its attempts on
 * demand. Asked again every few seconds while one is still being tried.
 */
export function WebhookDeliveries() {
  const { t } = useTranslation('account');
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(page);
  const section = useRef<HTMLElement>(null);
  const items = deliveries.data?.items ?? [];
  const total = deliveries.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (deliveries.data?.limit || DELIVERIES_PAGE_SIZE)));
  const pastTheEnd = !!deliveries.data && !deliveries.isPlaceholderData && page > pages;

  // The list got shorter than the page shown: back to its last page.
  useEffect(() => {
    if (pastTheEnd) setPage(pages);
  }, [pastTheEnd, pages]);

  const goTo = (next: number) => {
    setPage(next);
    if ((section.current?.getBoundingClientRect().top ?? 0) < 0) section.current?.scrollIntoView();
  };

  return (
    <section ref={section} className="card profile-card webhook-deliveries" aria-labelledby="webhook-deliveries-title" data-testid="webhook-deliveries">
      <ListHead
        id="webhook-deliveries-title"
        titleClassName="profile-card__title"
        title={t('webhookDeliveries.title')}
        count={total > 0 && t('webhookDeliveries.total', { count: total })}
      />
      <p className="webhook-deliveries__lead">{t('webhookDeliveries.lead')}</p>
      <QueryState query={deliveries} />
      {deliveries.data && total === 0 && (
        <div className="webhook-deliveries__empty" data-testid="webhook-deliveries-empty">
          <EmptyState title={t('webhookDeliveries.empty')}>
            <p>{t('webhookDeliveries.emptyText')}</p>
          </EmptyState>
        </div>
      )}
      {items.length > 0 && (
        <ul className="history__list" aria-busy={deliveries.isPlaceholderData}>
          {items.map((d) => (
            <DeliveryItem key={d._id} delivery={d} />
          ))}
        </ul>
      )}
      {pages > 1 && items.length > 0 && <Pager page={page} pages={pages} label={t('webhookDeliveries.pages')} onGo={goTo} testId="webhook-deliveries" />}
    </section>
  );
}
