import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminMessageSortField } from '@simrelay/api-client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { EmptyState } from '@simrelay/ui';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { useUrlSort } from '../../../components/use-url-sort';
import { formatDateTime } from '../../../lib/format';
import { MESSAGES_PAGE_SIZE, MessagesScope, messagesQueryOptions } from '../api/messages-queries';

const SORTABLE = ['receivedAt', 'sender', 'code', 'iccid'] as const satisfies readonly AdminMessageSortField[];

/** Messages newest first unless sorted (`?sort=&order=`), a page at a time from the server. */
export function MessagesTable({ scope }: { scope: MessagesScope }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const { request, header } = useUrlSort(SORTABLE, { key: 'receivedAt', dir: 'desc' }, { onChange: () => setPage(1) });
  const messages = useQuery(messagesQueryOptions(scope, page, request));
  const data = messages.data;
  return (
    <div data-testid="messages">
      <QueryState query={messages} />
      {data && data.items.length === 0 && <EmptyState title={t('messages.empty')} />}
      {data && data.items.length > 0 && (
        <>
          <div className="table-wrap">
            <table className="table">
              <thead>
                <tr>
                  {header('receivedAt', t('messages.received'))}
                  {header('sender', t('messages.sender'))}
                  <th scope="col">{t('messages.text')}</th>
                  {header('code', t('messages.code'))}
                  {header('iccid', t('messages.sim'))}
                  <th scope="col">{t('messages.activation')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((m) => (
                  <tr key={m._id} data-testid="message-row">
                    <td>{formatDateTime(m.receivedAt, i18n.language)}</td>
                    <td>
                      {m.kind === 'call' ? `☎ ${t('messages.call')}` : ''} {m.sender ?? '—'}
                    </td>
                    <td className="cell-text">{m.sms}</td>
                    <td className="mono">{m.code ?? '—'}</td>
                    <td>
                      {m.numberId ? (
                        <Link to={paths.numberMessages.getHref(m.numberId)} className="mono">
                          {m.iccid}
                        </Link>
                      ) : (
                        <span className="mono">{m.iccid}</span>
                      )}
                      <span className="muted"> · {m.agentId}</span>
                    </td>
                    <td>
                      {m.activationId ? (
                        <Link to={paths.activationMessages.getHref(m.activationId)} className="mono">
                          {m.activationId.slice(0, 8)}
                        </Link>
                      ) : (
                        <span className="badge badge--warn">{t('messages.unrouted')}</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={data.page} limit={MESSAGES_PAGE_SIZE} total={data.total} onGo={setPage} testId="messages-pager" />
        </>
      )}
    </div>
  );
}
