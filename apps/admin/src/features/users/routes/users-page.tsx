import { FormEvent, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { UserSortField } from '@simrelay/api-client';
import { EmptyState } from '@simrelay/ui';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { useUrlSort } from '../../../components/use-url-sort';
import { formatDateTime, formatDollars } from '../../../lib/format';
import { usersQueryOptions, USERS_PAGE_SIZE } from '../api/users-queries';
import { UserDetails } from '../components/user-details';

/** The columns the server sorts users by (balance and top-ups are billing's, so not among them). */
const SORTABLE = ['email', 'createdAt', 'ban', 'banLimit'] as const satisfies readonly UserSortField[];

/** `users`: search by email, sorted on the server (`?sort=&order=`); each user opens with balance, ban and records. */
export function UsersPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const [draft, setDraft] = useState(search);
  const [open, setOpen] = useState<string | null>(null);
  const { request, header: head } = useUrlSort(SORTABLE, { key: 'createdAt', dir: 'desc' }, { pageParam: 'page' });
  const users = useQuery(usersQueryOptions({ page, search, order: request }));
  const go = (next: { search?: string; page?: number }) => {
    const query = new URLSearchParams();
    const s = next.search ?? search;
    if (s) query.set('search', s);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    if (request.sort) query.set('sort', request.sort);
    if (request.order) query.set('order', request.order);
    setParams(query);
  };
  const data = users.data;
  // Shown below the list (not inside a row), so it stays readable on a narrow screen.
  const opened = data?.items.find((user) => user._id === open);
  return (
    <section className="page">
      <h1 className="page__title">{t('users.title')}</h1>
      <form
        className="toolbar"
        role="search"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          go({ search: draft.trim(), page: 1 });
        }}
      >
        <label className="field field--inline field--grow">
          <span>{t('users.search')}</span>
          <input type="search" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder="user@example.com" data-testid="users-search" />
        </label>
        <button type="submit" className="button button--small" data-testid="users-search-submit">
          {t('list.search')}
        </button>
      </form>
      <QueryState query={users} />
      {data && data.items.length === 0 && <EmptyState title={t('users.empty')} />}
      {data && data.items.length > 0 && (
        <>
          <div className="table-wrap">
            <table className="table" data-testid="users">
              <thead>
                <tr>
                  {head('email', t('users.email'))}
                  {head('createdAt', t('users.registered'))}
                  <th scope="col">{t('users.balance')}</th>
                  <th scope="col">{t('users.topups')}</th>
                  {head('ban', t('users.banState'))}
                  {head('banLimit', t('users.banLimit'))}
                  <th scope="col">{t('list.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((user) => (
                  <tr key={user._id} data-testid="user-row" data-email={user.email}>
                    <td>
                      {user.email}
                      {!user.emailVerified && <div className="muted">{t('users.unverified')}</div>}
                    </td>
                    <td>{formatDateTime(user.createdAt, i18n.language)}</td>
                    <td data-testid="user-balance">{formatDollars(user.balance, i18n.language)}</td>
                    <td>{formatDollars(user.topups, i18n.language)}</td>
                    <td data-testid="user-ban">{user.ban ? <span className="badge badge--danger">{t('users.isBanned')}</span> : '—'}</td>
                    <td data-testid="user-ban-limit">{user.banLimit}</td>
                    <td>
                      <button type="button" className="button button--secondary button--small" aria-expanded={open === user._id} onClick={() => setOpen(open === user._id ? null : user._id)} data-testid="user-open">
                        {open === user._id ? t('users.close') : t('users.open')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={data.page} limit={USERS_PAGE_SIZE} total={data.total} onGo={(p) => go({ page: p })} testId="users-pager" />
          {opened && (
            <section className="card" aria-label={opened.email}>
              <h2 className="card__title">{opened.email}</h2>
              <UserDetails key={opened._id} user={opened} />
            </section>
          )}
        </>
      )}
    </section>
  );
}
