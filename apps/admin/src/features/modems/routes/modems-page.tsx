import { FormEvent, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminModemView } from '@simrelay/api-client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ConfirmButton } from '../../../components/confirm-button';
import { EmptyState } from '@simrelay/ui';
import { QueryState } from '../../../components/query-state';
import { Sort, SortableHeader, sortRows } from '../../../components/sortable-header';
import { formatDateTime } from '../../../lib/format';
import { modemsQueryOptions, useAddModem, useBanModem } from '../api/modems-queries';

type ModemKey = 'agent' | 'signal' | 'operator' | 'online' | 'ban' | 'seen';

const value = (m: AdminModemView, key: ModemKey) =>
  ({ agent: `${m.agentId} ${m.port}`, signal: m.signalDbm, operator: m.operatorName, online: m.online, ban: m.ban, seen: m.lastSeenAt })[key];

/** `modems`: every modem port the agents reported or an operator registered. */
export function ModemsPage() {
  const { t, i18n } = useTranslation();
  const modems = useQuery(modemsQueryOptions());
  const ban = useBanModem();
  const [sort, setSort] = useState<Sort<ModemKey>>({ key: 'agent', dir: 'asc' });
  const rows = modems.data ? sortRows(modems.data, sort, value) : [];
  const head = (key: ModemKey, label: string) => <SortableHeader label={label} sortKey={key} sort={sort} onSort={setSort} />;
  return (
    <section className="page">
      <h1 className="page__title">{t('modems.title')}</h1>
      <AddModemForm />
      <QueryState query={modems} />
      {modems.data && rows.length === 0 && <EmptyState title={t('modems.empty')} />}
      {rows.length > 0 && (
        <div className="table-wrap">
          <table className="table" data-testid="modems">
            <thead>
              <tr>
                {head('agent', t('modems.agentPort'))}
                {head('signal', t('modems.signal'))}
                {head('operator', t('modems.operator'))}
                {head('online', t('modems.online'))}
                {head('ban', t('modems.ban'))}
                {head('seen', t('modems.lastSeen'))}
                <th scope="col">{t('list.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((m) => (
                <tr key={m._id} data-testid="modem-row" data-port={m.port}>
                  <td>
                    <strong>{m.agentId}</strong>
                    <div className="mono muted">{m.port}</div>
                  </td>
                  <td>{m.signalDbm === null ? '—' : `${m.signalDbm} dBm`}</td>
                  <td>
                    {m.operatorName ?? '—'}
                    {(m.countryOverride || m.carrierOverride) && (
                      <div className="muted">{t('modems.override', { value: [m.countryOverride, m.carrierOverride].filter(Boolean).join(' / ') })}</div>
                    )}
                    {m.lastError && <div className="error-text">{m.lastError}</div>}
                  </td>
                  <td>
                    <span className={`badge ${m.online ? 'badge--ok' : 'badge--off'}`}>{m.online ? t('modems.isOnline') : t('modems.isOffline')}</span>
                    <div className="muted">{m.state}</div>
                  </td>
                  <td data-testid="modem-ban">{m.ban ? <span className="badge badge--danger">{t('modems.isBanned')}</span> : '—'}</td>
                  <td>{formatDateTime(m.lastSeenAt, i18n.language)}</td>
                  <td className="row">
                    <Link to={paths.numbers.getHref(m._id)} className="button button--secondary button--small">
                      {t('modems.numbers')}
                    </Link>
                    {m.ban ? (
                      <button type="button" className="button button--secondary button--small" disabled={ban.isPending} onClick={() => ban.mutate({ modemId: m._id, ban: false })} data-testid="unban-modem">
                        {t('modems.unbanAction')}
                      </button>
                    ) : (
                      <ConfirmButton
                        label={t('modems.banAction')}
                        question={t('modems.banQuestion', { agent: m.agentId, port: m.port })}
                        disabled={ban.isPending}
                        onConfirm={() => ban.mutate({ modemId: m._id, ban: true })}
                        testId="ban-modem"
                      />
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

/** Registers a port before its first heartbeat, or sets a port's country/carrier override. */
function AddModemForm() {
  const { t } = useTranslation();
  const add = useAddModem();
  const [form, setForm] = useState({ agentId: '', port: '', country: '', carrier: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      {
        agentId: form.agentId.trim(),
        port: form.port.trim(),
        ...(form.country.trim() ? { country: form.country.trim().toUpperCase() } : {}),
        ...(form.carrier.trim() ? { carrier: form.carrier.trim() } : {}),
      },
      { onSuccess: () => setForm({ agentId: '', port: '', country: '', carrier: '' }) },
    );
  };
  const field = (key: keyof typeof form, label: string, placeholder = '') => (
    <label className="field field--inline">
      <span>{label}</span>
      <input value={form[key]} placeholder={placeholder} onChange={(e) => setForm({ ...form, [key]: e.target.value })} data-testid={`modem-${key}`} />
    </label>
  );
  return (
    <form className="toolbar card" onSubmit={submit}>
      <h2 className="card__title">{t('modems.add')}</h2>
      {field('agentId', t('modems.agent'), 'rack-01')}
      {field('port', t('modems.port'), '/dev/ttyUSB0')}
      {field('country', t('modems.country'), 'GB')}
      {field('carrier', t('modems.carrier'), 'o2')}
      <button type="submit" className="button button--small" disabled={add.isPending || !form.agentId.trim() || !form.port.trim()} data-testid="modem-add">
        {t('modems.addAction')}
      </button>
    </form>
  );
}
