import { FormEvent, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditSortField } from '@simrelay/api-client';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '@simrelay/ui';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { useUrlSort } from '../../../components/use-url-sort';
import { formatDateTime } from '../../../lib/format';
import { AUDIT_PAGE_SIZE, AuditFilter, auditKey, auditQueryOptions } from '../api/audit-queries';

const SORTABLE = ['at', 'admin', 'action', 'target'] as const satisfies readonly AuditSortField[];

const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 1));

/**
 * `audit`: every administrative change and refused attempt, newest first: who, what, before and
 * after, when, from where. Read only: nothing in the back office (or the API) can change it.
 */
export function AuditPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter: AuditFilter = Object.fromEntries(['action', 'admin', 'target'].flatMap((key) => (params.get(key) ? [[key, params.get(key) as string]] : [])));
  const page = Number(params.get('page') ?? '1') || 1;
  const [draft, setDraft] = useState({ action: filter.action ?? '', admin: filter.admin ?? '', target: filter.target ?? '' });
  const { request, header } = useUrlSort(SORTABLE, { key: 'at', dir: 'desc' }, { pageParam: 'page' });
  const entries = useQuery(auditQueryOptions(filter, page, request));
  const queryClient = useQueryClient();
  const go = (next: AuditFilter, nextPage = 1) => {
    const query = new URLSearchParams(Object.entries(next).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())));
    if (nextPage > 1) query.set('page', String(nextPage));
    if (request.sort) query.set('sort', request.sort);
    if (request.order) query.set('order', request.order);
    setParams(query);
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    // Applying the same filter again shows what was recorded since.
    void queryClient.invalidateQueries({ queryKey: auditKey });
    go(draft);
  };
  const data = entries.data;
  return (
    <section className="page">
      <h1 className="page__title">{t('audit.title')}</h1>
      <p className="muted">{t('audit.intro')}</p>
      <form className="toolbar" onSubmit={apply} role="search">
        {(['action', 'admin', 'target'] as const).map((key) => (
          <label key={key} className="field field--inline">
            <span>{t(`audit.${key}`)}</span>
            <input value={draft[key]} onChange={(e) => setDraft({ ...draft, [key]: e.target.value })} data-testid={`audit-filter-${key}`} />
          </label>
        ))}
        <button type="submit" className="button button--small" data-testid="audit-apply">
          {t('list.apply')}
        </button>
      </form>
      <QueryState query={entries} />
      {data && data.items.length === 0 && <EmptyState title={t('audit.empty')} />}
      {data && data.items.length > 0 && (
        <>
          <div className="table-wrap">
            <table className="table table--compact" data-testid="audit">
              <thead>
                <tr>
                  {header('at', t('audit.when'))}
                  {header('admin', t('audit.admin'))}
                  {header('action', t('audit.action'))}
                  {header('target', t('audit.target'))}
                  <th scope="col">{t('audit.before')}</th>
                  <th scope="col">{t('audit.after')}</th>
                  <th scope="col">{t('audit.from')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((entry) => (
                  <tr key={entry._id} data-testid="audit-entry" data-action={entry.action} data-outcome={entry.outcome}>
                    <td>{formatDateTime(entry.at, i18n.language)}</td>
                    <td>{entry.adminEmail ?? '—'}</td>
                    <td>
                      <span className="mono">{entry.action}</span>
                      <div className="badges">
                        <span className={`badge ${entry.outcome === 'done' ? 'badge--ok' : 'badge--danger'}`}>{t(`audit.outcomes.${entry.outcome}`)}</span>
                      </div>
                      {entry.error && <div className="error-text">{entry.error}</div>}
                      {entry.request && (
                        <details>
                          <summary>{t('audit.request')}</summary>
                          <pre className="json">{json(entry.request)}</pre>
                        </details>
                      )}
                    </td>
                    <td className="mono cell-text">{entry.target ?? '—'}</td>
                    <td>
                      <pre className="json" data-testid="audit-before">
                        {json(entry.before)}
                      </pre>
                    </td>
                    <td>
                      <pre className="json" data-testid="audit-after">
                        {json(entry.after)}
                      </pre>
                    </td>
                    <td>
                      {entry.ip ?? '—'}
                      {entry.userAgent && <div className="muted cell-text">{entry.userAgent.slice(0, 80)}</div>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={data.page} limit={AUDIT_PAGE_SIZE} total={data.total} onGo={(p) => go(filter, p)} testId="audit-pager" />
        </>
      )}
    </section>
  );
}
