import { FormEvent, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminNumberView } from '@simrelay/api-client';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ConfirmButton } from '../../../components/confirm-button';
import { EmptyState } from '@simrelay/ui';
import { QueryState } from '../../../components/query-state';
import { Sort, SortableHeader, sortRows } from '../../../components/sortable-header';
import { modemsQueryOptions } from '../../modems/api/modems-queries';
import { numbersQueryOptions, useDeleteNumbers, useLiftServiceBan, useMarkNumbers } from '../api/numbers-queries';

type NumberKey = 'number' | 'country' | 'modem' | 'online' | 'used';

const value = (n: AdminNumberView, key: NumberKey) =>
  ({ number: n.number, country: `${n.country ?? ''} ${n.carrier ?? ''}`, modem: `${n.agentId} ${n.port}`, online: n.online, used: n.usedServices })[key];

/** `numbers`: the SIMs, filtered by text and modem; marks, deletion and services' bans. */
export function NumbersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = params.get('filter') ?? '';
  const modem = params.get('modem') ?? '';
  const [draft, setDraft] = useState(filter);
  const numbers = useQuery(numbersQueryOptions({ filter, modem }));
  const modems = useQuery(modemsQueryOptions());
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [sort, setSort] = useState<Sort<NumberKey>>({ key: 'number', dir: 'asc' });
  const rent = useMarkNumbers('rent');
  const replace = useMarkNumbers('replace');
  const remove = useDeleteNumbers();
  const lift = useLiftServiceBan();
  const rows = numbers.data ? sortRows(numbers.data, sort, value) : [];
  const ids = rows.filter((n) => selected.has(n._id)).map((n) => n._id);
  const busy = rent.isPending || replace.isPending || remove.isPending;
  const clear = () => setSelected(new Set());

  const setQuery = (next: { filter?: string; modem?: string }) => {
    const merged = { filter, modem, ...next };
    const search = new URLSearchParams();
    if (merged.filter) search.set('filter', merged.filter);
    if (merged.modem) search.set('modem', merged.modem);
    setParams(search);
    clear();
  };
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const head = (key: NumberKey, label: string) => <SortableHeader label={label} sortKey={key} sort={sort} onSort={setSort} />;

  return (
    <section className="page">
      <h1 className="page__title">{t('numbers.title')}</h1>
      <form
        className="toolbar"
        role="search"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          setQuery({ filter: draft.trim() });
        }}
      >
        <label className="field field--inline">
          <span>{t('numbers.filter')}</span>
          <input value={draft} onChange={(e) => setDraft(e.target.value)} placeholder={t('numbers.filterHint')} data-testid="numbers-filter" />
        </label>
        <label className="field field--inline">
          <span>{t('numbers.modem')}</span>
          <select value={modem} onChange={(e) => setQuery({ modem: e.target.value })} data-testid="numbers-modem">
            <option value="">{t('numbers.anyModem')}</option>
            {modems.data?.map((m) => (
              <option key={m._id} value={m._id}>
                {m.agentId} · {m.port}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--small" data-testid="numbers-apply">
          {t('list.apply')}
        </button>
      </form>

      <div className="toolbar toolbar--actions" data-testid="numbers-actions">
        <span className="muted">{t('numbers.selected', { count: ids.length })}</span>
        <button type="button" className="button button--secondary button--small" disabled={!ids.length || busy} onClick={() => rent.mutate({ ids, on: true }, { onSuccess: clear })} data-testid="mark-rent">
          {t('numbers.markRent')}
        </button>
        <button type="button" className="button button--secondary button--small" disabled={!ids.length || busy} onClick={() => rent.mutate({ ids, on: false }, { onSuccess: clear })} data-testid="unmark-rent">
          {t('numbers.unmarkRent')}
        </button>
        <ConfirmButton
          label={t('numbers.markReplace')}
          question={t('numbers.replaceQuestion', { count: ids.length })}
          disabled={!ids.length || busy}
          onConfirm={() => replace.mutate({ ids, on: true }, { onSuccess: clear })}
          testId="mark-replace"
        />
        <button type="button" className="button button--secondary button--small" disabled={!ids.length || busy} onClick={() => replace.mutate({ ids, on: false }, { onSuccess: clear })} data-testid="unmark-replace">
          {t('numbers.unmarkReplace')}
        </button>
        <ConfirmButton
          label={t('numbers.delete')}
          question={t('numbers.deleteQuestion', { count: ids.length })}
          disabled={!ids.length || busy}
          onConfirm={() => remove.mutate(ids, { onSuccess: clear })}
          testId="delete-numbers"
        />
      </div>

      <QueryState query={numbers} />
      {numbers.data && rows.length === 0 && <EmptyState title={t('numbers.empty')} />}
      {rows.length > 0 && (
        <div className="table-wrap">
          <table className="table" data-testid="numbers">
            <thead>
              <tr>
                <th scope="col">
                  <input
                    type="checkbox"
                    aria-label={t('numbers.selectAll')}
                    checked={ids.length === rows.length}
                    onChange={(e) => setSelected(e.target.checked ? new Set(rows.map((n) => n._id)) : new Set())}
                    data-testid="select-all"
                  />
                </th>
                {head('number', t('numbers.number'))}
                {head('country', t('numbers.country'))}
                {head('modem', t('numbers.modem'))}
                {head('online', t('numbers.state'))}
                {head('used', t('numbers.used'))}
                <th scope="col">{t('numbers.bannedServices')}</th>
                <th scope="col">{t('list.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((n) => (
                <tr key={n._id} data-testid="number-row" data-number={n.number ?? ''}>
                  <td>
                    <input type="checkbox" aria-label={t('numbers.select', { number: n.number ?? n.iccid })} checked={selected.has(n._id)} onChange={() => toggle(n._id)} data-testid="select-number" />
                  </td>
                  <td>
                    <strong>{n.number ?? '—'}</strong>
                    <div className="mono muted">{n.iccid}</div>
                  </td>
                  <td>
                    {n.country ?? '—'}
                    {n.carrier ? ` · ${n.carrier}` : ''}
                  </td>
                  <td>
                    {n.agentId}
                    <div className="mono muted">{n.port}</div>
                  </td>
                  <td className="badges" data-testid="number-flags">
                    <span className={`badge ${n.online ? 'badge--ok' : 'badge--off'}`}>{n.online ? t('modems.isOnline') : t('modems.isOffline')}</span>
                    {n.rent && <span className="badge badge--info">{t('numbers.rent')}</span>}
                    {n.replace && <span className="badge badge--warn">{t('numbers.replace')}</span>}
                    {n.modemBan && <span className="badge badge--danger">{t('numbers.modemBanned')}</span>}
                    {n.openActivationId && <span className="badge badge--info">{t('numbers.inUse')}</span>}
                  </td>
                  <td>{n.usedServices}</td>
                  <td>
                    {n.bannedServices.length === 0
                      ? '—'
                      : n.bannedServices.map((service) => (
                          <button
                            key={service}
                            type="button"
                            className="chip"
                            title={t('numbers.liftBan', { service })}
                            disabled={lift.isPending}
                            onClick={() => lift.mutate({ numberId: n._id, service })}
                            data-testid={`lift-${service}`}
                          >
                            {service} ×
                          </button>
                        ))}
                  </td>
                  <td className="row">
                    <Link to={paths.numberMessages.getHref(n._id)} className="button button--secondary button--small">
                      {t('numbers.messages')}
                    </Link>
                    {n.number && (
                      <Link to={paths.activationsByNumber.getHref(n.number)} className="button button--secondary button--small">
                        {t('numbers.activations')}
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
