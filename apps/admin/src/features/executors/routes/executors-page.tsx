import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ExecutorTestView, ExecutorView } from '@simrelay/api-client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConfirmButton } from '../../../components/confirm-button';
import { EmptyState, Modal } from '@simrelay/ui';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { formatDollars } from '../../../lib/format';
import { joinList } from '../../../lib/text-lists';
import { executorsQueryOptions, useSetExecutorEnabled, useTestExecutor } from '../api/executors-queries';
import { ExecutorFigures } from '../components/executor-figures';
import { ExecutorForm } from '../components/executor-form';

/**
 * `executors`: the upstream providers bought from when our rack has no number. Each can be
 * changed, enabled or disabled, and its key tested (the provider's balance is shown); the key
 * itself is write-only. Below: adding one, and every executor's figures over a period.
 */
export function ExecutorsPage() {
  const { t } = useTranslation();
  const executors = useQuery(executorsQueryOptions());
  const [editing, setEditing] = useState<ExecutorView | null>(null);
  return (
    <section className="page">
      <h1 className="page__title">{t('partners.executors.title')}</h1>
      <p className="muted">{t('partners.executors.intro')}</p>
      <QueryState query={executors} />
      {executors.data && executors.data.length === 0 && (
        <EmptyState title={t('partners.executors.empty')}>
          <p className="muted">{t('partners.executors.emptyHint')}</p>
        </EmptyState>
      )}
      {executors.data && executors.data.length > 0 && <ExecutorsTable executors={executors.data} onEdit={setEditing} />}
      <section className="card" aria-labelledby="executor-add">
        <h2 className="card__title" id="executor-add">
          {t('partners.executors.add')}
        </h2>
        <ExecutorForm />
      </section>
      <ExecutorFigures />
      {editing && (
        <Modal title={t('partners.executors.editTitle', { name: editing.name })} onClose={() => setEditing(null)}>
          <ExecutorForm executor={editing} onDone={() => setEditing(null)} />
        </Modal>
      )}
    </section>
  );
}

function ExecutorsTable({ executors, onEdit }: { executors: ExecutorView[]; onEdit: (executor: ExecutorView) => void }) {
  const { t, i18n } = useTranslation();
  const [tests, setTests] = useState<Record<string, ExecutorTestView>>({});
  const test = useTestExecutor((executorId, result) => setTests((current) => ({ ...current, [executorId]: result })));
  const enable = useSetExecutorEnabled();
  return (
    <div className="table-wrap">
      <table className="table" data-testid="executors">
        <thead>
          <tr>
            <th scope="col">{t('partners.executors.name')}</th>
            <th scope="col">{t('partners.executors.settings')}</th>
            <th scope="col">{t('partners.executors.services')}</th>
            <th scope="col">{t('partners.executors.state')}</th>
            <th scope="col">{t('list.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {executors.map((e) => {
            const result = tests[e._id];
            return (
              <tr key={e._id} data-testid="executor-row" data-name={e.name}>
                <td>
                  <strong>{e.name}</strong>
                  <div className="muted">{t(`partners.executors.kinds.${e.kind}`)}</div>
                  <div className="mono muted cell-text">{e.baseUrl}</div>
                </td>
                <td>
                  <div>
                    {t('partners.executors.maxCost')}: {formatDollars(e.maxCost, i18n.language)}
                  </div>
                  <div>
                    {t('partners.executors.saleRule')}:{' '}
                    {e.saleRule === 'margin' ? `+${e.marginPercent}%` : formatDollars(e.fixedPrice ?? 0, i18n.language)}
                  </div>
                  <div className="muted">
                    {t('partners.executors.priority')} {e.priority} · {e.requestsPerSecond}/s{e.currencyRate !== 1 ? ` · ×${e.currencyRate}` : ''}
                  </div>
                  {e.routeFirst && <span className="badge badge--info">{t('partners.executors.routeFirst')}</span>}
                </td>
                <td>
                  <div>{e.services.length ? joinList(e.services) : t('partners.all')}</div>
                  <div className="muted">{e.countries.length ? joinList(e.countries) : t('partners.all')}</div>
                </td>
                <td>
                  <span className={`badge ${e.enabled ? 'badge--ok' : 'badge--off'}`} data-testid="executor-state">
                    {e.enabled ? t('partners.enabled') : t('partners.disabled')}
                  </span>
                  <div className="muted">{e.keySet ? t('partners.executors.keySet') : t('partners.executors.noKey')}</div>
                  {result && (
                    <div className={result.ok ? 'plus' : 'error-text'} data-testid="executor-test-result">
                      {result.ok ? t('partners.executors.balance', { balance: result.balance ?? '—' }) : t('partners.executors.refused', { error: result.error ?? '—' })}
                    </div>
                  )}
                </td>
                <td className="row">
                  <button type="button" className="button button--secondary button--small" disabled={test.isPending} onClick={() => test.mutate(e)} data-testid="executor-test">
                    {t('partners.executors.test')}
                  </button>
                  <button type="button" className="button button--secondary button--small" onClick={() => onEdit(e)} data-testid="executor-edit-open">
                    {t('partners.edit')}
                  </button>
                  {e.enabled ? (
                    <ConfirmButton
                      label={t('partners.disable')}
                      question={t('partners.executors.disableQuestion', { name: e.name })}
                      disabled={enable.isPending}
                      onConfirm={() => enable.mutate({ executor: e, enabled: false })}
                      testId="executor-disable"
                    />
                  ) : (
                    <button type="button" className="button button--small" disabled={enable.isPending} onClick={() => enable.mutate({ executor: e, enabled: true })} data-testid="executor-enable">
                      {t('partners.enable')}
                    </button>
                  )}
                  <Link to={paths.resells.getHref({ executor: e.name })} className="button button--secondary button--small">
                    {t('partners.executors.resells')}
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
