import './alerts.css';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CopyButton } from '../../components/copy-button';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { playChime } from '../../lib/alert-sound';
import { useCodeAlerts, type CodeAlert } from '../../stores/code-alerts-store';
import type { ActivationView, RentalView } from '@simrelay/api-client';
import { currentActivationsQueryKey } from '../activations/api/get-current-activations';
import { useCatalogNames } from '../activations/components/use-catalog-names';
import { myRentalsQueryKey } from '../rentals/api/get-my-rentals';
import { cachedServiceName } from './service-name';

/** An alert stays this long unless closed (a code is needed for a minute or two). */
const SHOWN_MS = 120_000;

/**
 * What tells the user a code came, wherever they are in the app: a toast at the top with the
 * code to copy (on a phone, right under the header, so above the fold), the tab's title, a
 * chime (if on) and a browser notification (if allowed and the tab is in the background).
 */
export function CodeAlerts() {
  const { t } = useTranslation('activations');
  const queryClient = useQueryClient();
  const alerts = useCodeAlerts((s) => s.alerts);
  const dismiss = useCodeAlerts((s) => s.dismiss);
  const seen = useRef(new Set<string>());
  const baseTitle = useRef<string | null>(null);
  // Names come from the catalog lists of the countries the user's numbers are in (loaded if need be).
  const countries = [
    ...(queryClient.getQueryData<ActivationView[]>(currentActivationsQueryKey) ?? []).map((a) => a.country),
    ...(queryClient.getQueryData<RentalView[]>(myRentalsQueryKey) ?? []).map((r) => r.country),
  ];
  const names = useCatalogNames(alerts.length ? countries : []);
  const serviceName = (alert: CodeAlert) => {
    if (!alert.service) return t('alerts.anyService');
    const cached = cachedServiceName(queryClient, alert.service);
    return cached !== alert.service ? cached : names.serviceName(countries[0] ?? '', alert.service);
  };
  const headline = (alert: CodeAlert) =>
    alert.code ? t('alerts.code', { service: serviceName(alert), code: alert.code }) : t('alerts.message', { service: serviceName(alert) });

  // Each new alert: a chime, a notification when the tab is not being looked at, and its own timer.
  useEffect(() => {
    const timers: Array<ReturnType<typeof setTimeout>> = [];
    for (const alert of alerts) {
      if (seen.current.has(alert.id)) continue;
      seen.current.add(alert.id);
      const { sound, notifications } = useCodeAlerts.getState();
      if (sound) playChime();
      if (notifications && document.visibilityState !== 'visible' && 'Notification' in window && Notification.permission === 'granted') {
        try {
          new Notification(headline(alert), { body: `${alert.number}\n${alert.text}`, tag: alert.id });
        } catch {
          // Some browsers allow notifications only from a service worker: the toast and title remain.
        }
      }
      timers.push(setTimeout(() => dismiss(alert.id), SHOWN_MS));
    }
    return undefined;
    // Timers of alerts already shown are kept until they fire; dismissing twice is harmless.
  }, [alerts]);

  // The tab's title carries the newest code while an alert is up; it is given back after.
  const newest = alerts[0];
  useEffect(() => {
    if (!newest) {
      if (baseTitle.current !== null) document.title = baseTitle.current;
      baseTitle.current = null;
      return;
    }
    baseTitle.current ??= document.title || env.brandName;
    document.title = `${newest.code ? `${newest.code} · ` : ''}${t('alerts.title')} · ${baseTitle.current}`;
  }, [newest?.id]);

  if (alerts.length === 0) return null;
  return (
    <div className="code-alerts" role="region" aria-label={t('alerts.region')} data-testid="code-alerts">
      {alerts.map((alert) => (
        <div key={alert.id} className="code-alert" role="status" data-testid="code-alert">
          <div className="code-alert__head">
            <strong>{headline(alert)}</strong>
            <button type="button" className="code-alert__close" aria-label={t('common:actions.close')} onClick={() => dismiss(alert.id)}>
              ×
            </button>
          </div>
          {alert.code && (
            <div className="code-alert__code">
              <span className="activation-code" data-testid="code-alert-code">
                {alert.code}
              </span>
              <CopyButton value={alert.code} message={t('message.codeCopied')} ariaLabel={t('message.copyCode', { code: alert.code })} />
            </div>
          )}
          <p className="code-alert__meta">
            <span className="code-alert__number">{alert.number}</span>
            <Link to={alert.kind === 'rental' ? paths.profileRental.getHref() : paths.profileOtp.getHref()} onClick={() => dismiss(alert.id)}>
              {t('alerts.open')}
            </Link>
          </p>
        </div>
      ))}
    </div>
  );
}
