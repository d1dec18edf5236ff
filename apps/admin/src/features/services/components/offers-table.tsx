import { FormEvent, useState } from 'react';
import type { AdminOfferView } from '@simrelay/api-client';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { EmptyState, Modal } from '@simrelay/ui';
import { Pager } from '../../../components/pager';
import { Sort, SortableHeader, sortRows } from '../../../components/sortable-header';
import { useDeleteOffer, useSetPrice } from '../api/services-queries';
import { PatternEditor } from './pattern-editor';

type OfferKey = 'service' | 'carrier' | 'price' | 'pattern';

const PAGE_SIZE = 20;

const value = (o: AdminOfferView, key: OfferKey) => ({ service: o.name.toLowerCase(), carrier: o.carrier, price: o.price, pattern: o.pattern })[key];

/**
 * A country's one-time offers: price, code rule, deletion. The catalog answers a country's
 * offers whole (a few dozen), so they are searched, sorted and paged here.
 */
export function OffersTable({ offers }: { offers: AdminOfferView[] }) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<Sort<OfferKey>>({ key: 'service', dir: 'asc' });
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminOfferView | null>(null);
  const remove = useDeleteOffer();
  const head = (key: OfferKey, label: string) => (
    <SortableHeader
      label={label}
      sortKey={key}
      sort={sort}
      onSort={(next) => {
        setSort(next);
        setPage(1);
      }}
    />
  );
  const needle = search.trim().toLowerCase();
  const matching = needle ? offers.filter((o) => o.service.includes(needle) || o.name.toLowerCase().includes(needle)) : offers;
  const pages = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
  const shown = sortRows(matching, sort, value).slice((Math.min(page, pages) - 1) * PAGE_SIZE, Math.min(page, pages) * PAGE_SIZE);
  return (
    <>
      <div className="toolbar">
        <label className="field field--inline">
          <span>{t('services.find')}</span>
          <input
            type="search"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
            placeholder="telegram"
            data-testid="offers-search"
          />
        </label>
      </div>
      {shown.length === 0 && <EmptyState title={t('services.noMatch')} />}
      {shown.length > 0 && (
        <div className="table-wrap">
          <table className="table" data-testid="offers">
            <thead>
              <tr>
                {head('service', t('services.service'))}
                {head('carrier', t('services.carrier'))}
                {head('price', t('services.price'))}
                {head('pattern', t('services.pattern'))}
                <th scope="col">{t('list.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((offer) => (
                <tr key={offer._id} data-testid="offer-row" data-service={offer.service} data-carrier={offer.carrier ?? ''}>
                  <td>
                    <strong>{offer.name}</strong> <span className="mono muted">{offer.service}</span>
                  </td>
                  <td>{offer.carrier ?? t('services.anyCarrier')}</td>
                  <td>
                    <PriceCell offer={offer} />
                  </td>
                  <td className="mono cell-pattern" title={offer.pattern ?? undefined}>
                    {offer.pattern ?? <span className="muted">{t('services.generic')}</span>}
                  </td>
                  <td className="row">
                    <button type="button" className="button button--secondary button--small" onClick={() => setEditing(offer)} data-testid="edit-pattern">
                      {t('services.editPattern')}
                    </button>
                    <ConfirmButton
                      label={t('services.deleteOffer')}
                      question={t('services.deleteQuestion', { service: offer.name, carrier: offer.carrier ?? t('services.anyCarrier') })}
                      disabled={remove.isPending}
                      onConfirm={() => remove.mutate({ offerId: offer._id, name: offer.name })}
                      testId="delete-offer"
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={Math.min(page, pages)} limit={PAGE_SIZE} total={matching.length} onGo={setPage} testId="offers-pager" />
      {editing && (
        <Modal title={t('services.patternOf', { service: editing.name })} onClose={() => setEditing(null)}>
          <PatternEditor offer={editing} onDone={() => setEditing(null)} />
        </Modal>
      )}
    </>
  );
}

function PriceCell({ offer }: { offer: AdminOfferView }) {
  const { t } = useTranslation();
  const setPrice = useSetPrice();
  const [price, setPriceText] = useState(String(offer.price));
  const value = Number(price.replace(',', '.'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPrice.mutate({ offerId: offer._id, price: value });
  };
  return (
    <form className="price-form" onSubmit={submit}>
      <label className="visually-hidden" htmlFor={`price-${offer._id}`}>
        {t('services.price')}
      </label>
      <input id={`price-${offer._id}`} inputMode="decimal" value={price} onChange={(e) => setPriceText(e.target.value)} className="input--short" data-testid="price-input" />
      <button type="submit" className="button button--secondary button--small" disabled={setPrice.isPending || !(value > 0) || value === offer.price} data-testid="price-save">
        {t('common:actions.save')}
      </button>
    </form>
  );
}
