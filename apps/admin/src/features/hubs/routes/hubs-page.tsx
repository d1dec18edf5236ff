import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { HubView } from '@simrelay/api-client';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ConfirmButton } from '../../../components/confirm-button';
import { EmptyState, Modal } from '@simrelay/ui';
import { QueryState } from '../../../components/query-state';
import { formatAmounts, joinList } from '../../../lib/text-lists';
import { hubsQueryOptions, useSetHubEnabled } from '../api/hubs-queries';
import { HubActivity } from '../components/hub-activity';
import { HubForm } from '../components/hub-form';
import { HubOfferForm } from '../components/hub-offer-form';

type Dialog = { kind: 'edit' | 'offer'; hub: HubView } | null;

/**
 * `hubs`: partner hubs buying our SIMs over the SMSHub agent protocol: their settings, what
 * each is offered (services, countries, least payout per service), enabling and disabling, and
 * one hub's sales and pushes (`?hub=<id>`). Below: adding one.
 */
export function HubsPage() {
  const { t } = useTranslation();
  const hubs = useQuery(hubsQueryOptions());
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<Dialog>(null);
  const opened = hubs.data?.find((hub) => hub._id === params.get('hub'));
  return (
    <section className="page">
      <h1 className="page__title">{t('partners.hubs.title')}</h1>
      <p className="muted">{t('partners.hubs.intro')}</p>
      <QueryState query={hubs} />
      {hubs.data && hubs.data.length === 0 && (
        <EmptyState title={t('partners.hubs.empty')}>
          <p className="muted">{t('partners.hubs.emptyHint')}</p>
        </EmptyState>
      )}
      {hubs.data && hubs.data.length > 0 && (
        <HubsTable hubs={hubs.data} opened={opened?._id ?? null} onOpen={(hub) => setParams(hub ? { hub } : {})} onDialog={setDialog} />
      )}
      {opened && <HubActivity key={opened._id} hub={opened} />}
      <section className="card" aria-labelledby="hub-add">
        <h2 className="card__title" id="hub-add">
          {t('partners.hubs.add')}
        </h2>
        <HubForm />
      </section>
      {dialog && (
        <Modal
          title={dialog.kind === 'edit' ? t('partners.hubs.editTitle', { name: dialog.hub.name }) : t('partners.hubs.offerTitle', { name: dialog.hub.name })}
          onClose={() => setDialog(null)}
        >
          {dialog.kind === 'edit' ? <HubForm hub={dialog.hub} onDone={() => setDialog(null)} /> : <HubOfferForm hub={dialog.hub} onDone={() => setDialog(null)} />}
        </Modal>
      )}
    </section>
  );
}

interface HubsTableProps {
  hubs: HubView[];
  opened: string | null;
  onOpen: (hubId: string | null) => void;
  onDialog: (dialog: Dialog) => void;
}

function HubsTable({ hubs, opened, onOpen, onDialog }: HubsTableProps) {
  const { t } = useTranslation();
  const enable = useSetHubEnabled();
  return (
    <div className="table-wrap">
      <table className="table" data-testid="hubs">
        <thead>
          <tr>
            <th scope="col">{t('partners.hubs.name')}</th>
            <th scope="col">{t('partners.hubs.offer')}</th>
            <th scope="col">{t('partners.hubs.currency')}</th>
            <th scope="col">{t('partners.executors.state')}</th>
            <th scope="col">{t('list.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {hubs.map((hub) => (
            <tr key={hub._id} data-testid="hub-row" data-name={hub.name}>
              <td>
                <strong>{hub.name}</strong>
                <div className="muted mono">{t('partners.hubs.keyHint', { hint: hub.keyHint })}</div>
                <div className="muted mono cell-text">{hub.pushUrl}</div>
              </td>
              <td data-testid="hub-offer-summary">
                {hub.services.length || hub.countries.length ? (
                  <>
                    <div>{joinList(hub.services)}</div>
                    <div className="muted">{joinList(hub.countries)}</div>
                    {Object.keys(hub.minPayouts).length > 0 && <div className="muted mono">{formatAmounts(hub.minPayouts)}</div>}
                  </>
                ) : (
                  <span className="muted">{t('partners.hubs.nothingOffered')}</span>
                )}
              </td>
              <td>
                {t(`partners.hubs.currencies.${hub.currency}`)}
                <div className="muted">{t(`partners.hubs.modes.${hub.operatorMode}`)}</div>
              </td>
              <td>
                <span className={`badge ${hub.enabled ? 'badge--ok' : 'badge--off'}`} data-testid="hub-state">
                  {hub.enabled ? t('partners.enabled') : t('partners.disabled')}
                </span>
              </td>
              <td className="row">
                <button type="button" className="button button--secondary button--small" aria-expanded={opened === hub._id} onClick={() => onOpen(opened === hub._id ? null : hub._id)} data-testid="hub-open">
                  {opened === hub._id ? t('partners.close') : t('partners.hubs.open')}
                </button>
                <button type="button" className="button button--secondary button--small" onClick={() => onDialog({ kind: 'offer', hub })} data-testid="hub-offer-open">
                  {t('partners.hubs.offer')}
                </button>
                <button type="button" className="button button--secondary button--small" onClick={() => onDialog({ kind: 'edit', hub })} data-testid="hub-edit-open">
                  {t('partners.edit')}
                </button>
                {hub.enabled ? (
                  <ConfirmButton
                    label={t('partners.disable')}
                    question={t('partners.hubs.disableQuestion', { name: hub.name })}
                    disabled={enable.isPending}
                    onConfirm={() => enable.mutate({ hub, enabled: false })}
                    testId="hub-disable"
                  />
                ) : (
                  <button type="button" className="button button--small" disabled={enable.isPending} onClick={() => enable.mutate({ hub, enabled: true })} data-testid="hub-enable">
                    {t('partners.enable')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
