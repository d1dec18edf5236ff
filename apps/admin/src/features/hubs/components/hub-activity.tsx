import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { HubPushSortField, HubSaleSortField, HubView } from '@simrelay/api-client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@simrelay/ui';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { useUrlSort } from '../../../components/use-url-sort';
import { paths } from '../../../config/paths';
import { formatDateTime, formatDollars } from '../../../lib/format';
import { HUB_PAGE_SIZE, hubPushesQueryOptions, hubSalesQueryOptions } from '../api/hubs-queries';

const SALE_SORTABLE = ['createdAt', 'orderNumber', 'number', 'service', 'sum', 'state'] as const satisfies readonly HubSaleSortField[];
const PUSH_SORTABLE = ['smsId', 'state', 'attempts'] as const satisfies readonly HubPushSortField[];

/** One hub's sales and the SMS pushed to it, newest first unless sorted (`?salesSort=`, `?pushesSort=`), a page at a time. */
export function HubActivity({ hub }: { hub: HubView }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'sales' | 'pushes'>('sales');
  return (
    <section className="card" aria-label={hub.name} data-testid="hub-activity">
      <h2 className="card__title">{hub.name}</h2>
      <div className="tabs" role="tablist">
        {(['sales', 'pushes'] as const).map((name) => (
          <button key={name} type="button" role="tab" aria-selected={tab === name} className={tab === name ? 'active' : ''} onClick={() => setTab(name)} data-testid={`hub-tab-${name}`}>
            {t(`partners.hubs.${name}.title`)}
          </button>
        ))}
      </div>
      {tab === 'sales' ? <HubSales hubId={hub._id} /> : <HubPushes hubId={hub._id} />}
    </section>
  );
}

function HubSales({ hubId }: { hubId: string }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const { request, header } = useUrlSort(SALE_SORTABLE, { key: 'createdAt', dir: 'desc' }, { prefix: 'sales', onChange: () => setPage(1) });
  const sales = useQuery(hubSalesQueryOptions(hubId, page, request));
  if (!sales.data) return <QueryState query={sales} />;
  if (sales.data.items.length === 0) return <EmptyState title={t('partners.hubs.sales.empty')} />;
  return (
    <>
      <div className="table-wrap">
        <table className="table table--compact" data-testid="hub-sales">
          <thead>
            <tr>
              {header('createdAt', t('partners.hubs.sales.created'))}
              {header('orderNumber', t('partners.hubs.sales.order'))}
              {header('number', t('partners.hubs.sales.number'))}
              {header('service', t('partners.hubs.sales.service'))}
              {header('sum', t('partners.hubs.sales.sum'))}
              <th scope="col">{t('partners.hubs.sales.payout')}</th>
              {header('state', t('partners.hubs.sales.state'))}
            </tr>
          </thead>
          <tbody>
            {sales.data.items.map((sale) => (
              <tr key={sale.activationId} data-testid="hub-sale-row" data-state={sale.state}>
                <td>{formatDateTime(sale.createdAt, i18n.language)}</td>
                <td>
                  <Link to={paths.activationMessages.getHref(sale.activationId)} className="mono">
                    {sale.orderNumber}
                  </Link>
                </td>
                <td>{sale.number}</td>
                <td>{sale.service}</td>
                <td>
                  {sale.sum} {t(`partners.hubs.currencies.${sale.currency}`)}
                </td>
                <td>{sale.payoutRecorded ? formatDollars(sale.payout, i18n.language) : '—'}</td>
                <td>
                  <span className="badge badge--info">{t(`partners.hubs.sales.states.${sale.state}`)}</span>
                  {sale.finishedAt && <div className="muted">{formatDateTime(sale.finishedAt, i18n.language)}</div>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={sales.data.page} limit={HUB_PAGE_SIZE} total={sales.data.total} onGo={setPage} testId="hub-sales-pager" />
    </>
  );
}

function HubPushes({ hubId }: { hubId: string }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const { request, header } = useUrlSort(PUSH_SORTABLE, { key: 'smsId', dir: 'desc' }, { prefix: 'pushes', onChange: () => setPage(1) });
  const pushes = useQuery(hubPushesQueryOptions(hubId, page, request));
  if (!pushes.data) return <QueryState query={pushes} />;
  if (pushes.data.items.length === 0) return <EmptyState title={t('partners.hubs.pushes.empty')} />;
  return (
    <>
      <div className="table-wrap">
        <table className="table table--compact" data-testid="hub-pushes">
          <thead>
            <tr>
              {header('smsId', t('partners.hubs.pushes.smsId'))}
              <th scope="col">{t('partners.hubs.pushes.phone')}</th>
              <th scope="col">{t('partners.hubs.pushes.from')}</th>
              <th scope="col">{t('partners.hubs.pushes.text')}</th>
              {header('state', t('partners.hubs.pushes.state'))}
              {header('attempts', t('partners.hubs.pushes.attempts'))}
            </tr>
          </thead>
          <tbody>
            {pushes.data.items.map((push) => (
              <tr key={push.smsId} data-testid="hub-push-row" data-state={push.state}>
                <td className="mono">{push.smsId}</td>
                <td>{push.phone}</td>
                <td>{push.phoneFrom}</td>
                <td className="cell-text">{push.text}</td>
                <td>
                  <span className={`badge ${push.state === 'sent' ? 'badge--ok' : 'badge--warn'}`}>{t(`partners.hubs.pushes.states.${push.state}`)}</span>
                  {push.sentAt && <div className="muted">{t('partners.hubs.pushes.sentAt', { when: formatDateTime(push.sentAt, i18n.language) })}</div>}
                  {push.state === 'pending' && push.nextAttemptAt && (
                    <div className="muted">{t('partners.hubs.pushes.nextAttempt', { when: formatDateTime(push.nextAttemptAt, i18n.language) })}</div>
                  )}
                  {push.lastError && <div className="error-text">{push.lastError}</div>}
                </td>
                <td>{push.attempts}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={pushes.data.page} limit={HUB_PAGE_SIZE} total={pushes.data.total} onGo={setPage} testId="hub-pushes-pager" />
    </>
  );
}
