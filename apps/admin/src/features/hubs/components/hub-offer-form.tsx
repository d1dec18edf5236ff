import { FormEvent, useState } from 'react';
import type { HubView } from '@simrelay/api-client';
import { useTranslation } from 'react-i18next';
import { formatAmounts, joinList, parseAmounts, splitList } from '../../../lib/text-lists';
import { useSetHubOffer } from '../api/hubs-queries';

/** What a hub is offered: services, countries and, per service, the least it must pay (replaced as a whole). */
export function HubOfferForm({ hub, onDone }: { hub: HubView; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSetHubOffer();
  const [draft, setDraft] = useState({ services: joinList(hub.services), countries: joinList(hub.countries), minPayouts: formatAmounts(hub.minPayouts) });
  const payouts = parseAmounts(draft.minPayouts);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (payouts === null) return;
    save.mutate(
      {
        hubId: hub._id,
        offer: { services: splitList(draft.services, (s) => s.toLowerCase()), countries: splitList(draft.countries, (c) => c.toUpperCase()), minPayouts: payouts },
      },
      { onSuccess: onDone },
    );
  };
  const field = (key: keyof typeof draft, label: string, hint: string, placeholder: string) => (
    <label className="field field--grow">
      <span>{label}</span>
      <input value={draft[key]} placeholder={placeholder} onChange={(e) => setDraft({ ...draft, [key]: e.target.value })} data-testid={`offer-${key}`} />
      <small className={key === 'minPayouts' && payouts === null ? 'error-text' : 'muted'}>{hint}</small>
    </label>
  );
  return (
    <form className="toolbar" onSubmit={submit} data-testid="hub-offer">
      {field('services', t('partners.hubs.services'), t('partners.commaSeparated'), 'tg, wa')}
      {field('countries', t('partners.hubs.countries'), t('partners.commaSeparated'), 'GB, DE')}
      {field('minPayouts', t('partners.hubs.minPayouts'), payouts === null ? t('partners.hubs.badPayouts') : t('partners.hubs.minPayoutsHint'), 'tg=0.2, wa=0.3')}
      <button type="submit" className="button button--small" disabled={save.isPending || payouts === null} data-testid="offer-save">
        {t('partners.hubs.saveOffer')}
      </button>
    </form>
  );
}
