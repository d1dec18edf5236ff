import '../activations.css';
import type { ActivationMessageView, ActivationView } from '@simrelay/api-client';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@simrelay/ui';
import { useSession } from '../../../stores/session-store';
import { useCurrentActivations } from '../api/get-current-activations';
import { ActivationCard } from './activation-card';
import { CURRENT_NUMBERS_ID, pickerHref } from './anchors';
import { ListHead } from './list-head';
import { useCatalogNames } from './use-catalog-names';

const newestFirst = (a: ActivationView, b: ActivationView) => b.createdAt.localeCompare(a.createdAt);

interface Arrival {
  activation: ActivationView;
  message: ActivationMessageView;
}

/**
 * Messages that appeared since the list was first shown, whether over the live connection or
 * with a refetch: they are marked, and the latest are read out once.
 */
function useArrivals(list: ActivationView[] | undefined) {
  const seen = useRef<Set<string> | null>(null);
  const [arrivals, setArrivals] = useState<{ ids: ReadonlySet<string>; latest: Arrival[] }>({ ids: new Set(), latest: [] });

  useEffect(() => {
    if (!list) return;
    const all = list.flatMap((activation) => activation.messages.map((message) => ({ activation, message })));
    if (!seen.current) {
      seen.current = new Set(all.map((x) => x.message._id));
      return;
    }
    const known = seen.current;
    const added = all.filter((x) => !known.has(x.message._id));
    if (added.length === 0) return;
    added.forEach((x) => known.add(x.message._id));
    setArrivals((prev) => ({ ids: new Set([...prev.ids, ...added.map((x) => x.message._id)]), latest: added }));
  }, [list]);

  return arrivals;
}

/**
 * The open one-time numbers with their countdowns and codes. On the profile (`standalone`) it
 * says when there are none; on the home page it shows only when there is something to show.
 */
export function CurrentActivations({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation('activations');
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const current = useCurrentActivations({ enabled: isLoggedIn });
  const list = current.data ? [...current.data].sort(newestFirst) : undefined;
  const names = useCatalogNames((list ?? []).map((a) => a.country));
  const serviceOf = (a: ActivationView) => names.serviceName(a.country, a.service);
  const arrivals = useArrivals(current.data);
  const announcement = arrivals.latest
    .map(({ activation, message }) =>
      message.code
        ? t('current.announceCode', { service: serviceOf(activation), code: message.code })
        : t('current.announceMessage', { service: serviceOf(activation) }),
    )
    .join('. ');

  if (!isLoggedIn) return null;
  const empty = !!list && list.length === 0;
  if (!standalone && (!list || empty) && !current.isError) return null;

  return (
    <section id={CURRENT_NUMBERS_ID} className="activations card" aria-labelledby="current-numbers-title" data-testid="current-activations">
      <ListHead id="current-numbers-title" title={t('current.title')} count={!!list && !empty && t('current.count', { count: list.length })} />
      {list && !empty && <p className="muted activations__lead">{t('current.lead')}</p>}
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="activation-announcement">
        {announcement}
      </p>
      {current.isError && (
        <p className="notice notice--error" role="alert">
          {t('current.loadError')}
        </p>
      )}
      {!list && !current.isError && (
        <p className="muted" role="status">
          {t('common:loading')}
        </p>
      )}
      {empty && (
        <EmptyState title={t('common:empty.nothingChosen')}>
          <p>{t('account:otp.text')}</p>
          <Link className="button" to={pickerHref}>
            {t('account:otp.choose')}
          </Link>
        </EmptyState>
      )}
      {list && !empty && (
        <>
          <ul className="activations__list">
            {list.map((a) => (
              <li key={a.activationId}>
                <ActivationCard
                  activation={a}
                  freshIds={arrivals.ids}
                  names={{
                    service: serviceOf(a),
                    country: names.countryName(a.country),
                    carrier: a.carrier ? names.carrierName(a.country, a.carrier) : null,
                  }}
                />
              </li>
            ))}
          </ul>
          {standalone && list.length < 5 && (
            <Link className="button button--secondary activations__more" to={pickerHref}>
              {t('current.chooseAnother')}
            </Link>
          )}
        </>
      )}
    </section>
  );
}
