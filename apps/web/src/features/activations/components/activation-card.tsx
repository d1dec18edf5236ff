import { useQueryClient } from '@tanstack/react-query';
import { ApiError, type ActivationActionName, type ActivationView } from '@simrelay/api-client';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button';
import { errorText } from '../../../lib/error-text';
import { formatDollars } from '../../../lib/money';
import { usePopup } from '@simrelay/ui';
import { refreshMoney } from '../../account/api/get-wallet';
import { refreshStock } from '../../catalog/api/catalog-queries';
import { useChangeActivation } from '../api/change-activation';
import { currentActivationsQueryKey } from '../api/get-current-activations';
import { MessageItem } from './message-item';
import { formatCountdown, msUntil, useNow } from './use-now';

export interface ActivationNames {
  service: string;
  country: string;
  carrier: string | null;
}

/** The countdown to the end of the 15 minutes, as mm:ss. */
export function Countdown({ expiresAt }: { expiresAt: string }) {
  const { t } = useTranslation('activations');
  const left = msUntil(expiresAt, useNow());
  const time = formatCountdown(left);
  return left > 0 ? (
    <span className="activation__timer" role="timer" aria-label={t('current.timeLeftLabel', { time })} data-testid="activation-timer">
      <span className="activation__timer-label" aria-hidden="true">
        {t('current.timeLeft')}
      </span>
      <span className="activation__timer-value" aria-hidden="true">
        {time}
      </span>
    </span>
  ) : (
    <span className="activation__timer activation__timer--over" data-testid="activation-timer">
      {t('current.expired')}
    </span>
  );
}

/**
 * One open number: copy it, watch the time, read the code. While waiting: Cancel, 'Number
 * blocked by service', 'I did not receive SMS'; after a code: Finish or 'Another code'.
 */
export function ActivationCard({ activation, names, freshIds }: { activation: ActivationView; names: ActivationNames; freshIds?: ReadonlySet<string> }) {
  const { t, i18n } = useTranslation('activations');
  const titleId = useId();
  const queryClient = useQueryClient();
  const show = usePopup((s) => s.show);
  const change = useChangeActivation();
  const expired = msUntil(activation.expiresAt, useNow()) === 0;
  const waiting = activation.status === 'active';
  const { number } = activation;

  // At the end of the 15 minutes the server times the number out: ask for the list again.
  useEffect(() => {
    if (!expired) return;
    void queryClient.invalidateQueries({ queryKey: currentActivationsQueryKey });
    refreshStock(queryClient);
    refreshMoney(queryClient);
  }, [expired, queryClient]);

  const run = (action: ActivationActionName) =>
    change.mutate(
      { action, activation },
      {
        onSuccess: () => show('success', t(`actions.done.${action}`)),
        onError: (error) => show('error', failureText(action, error)),
      },
    );

  const failureText = (action: ActivationActionName, error: unknown): string => {
    if (error instanceof ApiError && [404, 410].includes(error.status)) return t('actions.gone');
    // Another code on a number bought from a partner provider needs that provider, which may be away for a moment.
    if (action === 'again' && error instanceof ApiError && error.status === 503) return t('actions.againUnavailable');
    return errorText(error, t);
  };

  const action = (name: ActivationActionName, label: string, ariaLabel: string, primary = false) => (
    <button
      type="button"
      className={`button${primary ? '' : ' button--secondary'}`}
      onClick={() => run(name)}
      disabled={change.isPending}
      aria-label={ariaLabel}
      data-testid={`activation-${name}`}
    >
      {label}
    </button>
  );

  return (
    <article className={`activation card activation--${activation.status}`} aria-labelledby={titleId} data-testid="activation" data-status={activation.status}>
      <header className="activation__head">
        <div className="activation__title">
          <span className="activation__icon" aria-hidden="true">
            {names.service.charAt(0).toUpperCase()}
          </span>
          <div>
            <h3 id={titleId} className="activation__service">
              {names.service}
            </h3>
            <p className="activation__meta">
              {[t('current.order', { number: activation.orderNumber }), names.country, names.carrier, waiting ? t('history.reserved', { price: formatDollars(activation.price, i18n.language) }) : formatDollars(activation.price, i18n.language)].filter(Boolean).join(' · ')}
            </p>
          </div>
        </div>
        <Countdown expiresAt={activation.expiresAt} />
      </header>

      <div className="activation__number">
        <span className="activation__digits" data-testid="activation-number">
          {number}
        </span>
        <CopyButton value={number} message={t('current.numberCopied')} ariaLabel={t('current.copyNumber', { number })} />
      </div>

      {!(waiting && expired) && <p className={`status-badge status-badge--${activation.status}`}>{t(`statuses.${activation.status}`)}</p>}

      {activation.messages.length > 0 && (
        <ul className="activation__messages" aria-label={t('history.messagesFor', { number })}>
          {activation.messages.map((m) => (
            <MessageItem key={m._id} message={m} fresh={freshIds?.has(m._id)} />
          ))}
        </ul>
      )}

      {waiting && !expired && (
        <p className="activation__hint">
          <span className="activation__pulse" aria-hidden="true" />
          {t('current.waitingHint')}
        </p>
      )}
      {waiting && expired && (
        <div className="notice notice--info activation__over" data-testid="activation-no-sms">
          <strong>{t('statuses.no_sms')}</strong>
          <p>{t('current.noSmsText')}</p>
        </div>
      )}
      {!waiting && !expired && <p className="activation__hint">{t('current.againHint')}</p>}

      {!(waiting && expired) && (
        <div className="activation__actions">
          {waiting ? (
            <>
              {action('cancel', t('actions.cancel'), t('actions.cancelLabel', { number }))}
              {action('blocked', t('actions.blocked'), t('actions.blockedLabel', { number }))}
              {action('nosms', t('actions.noSms'), t('actions.noSmsLabel', { number }))}
            </>
          ) : (
            <>
              {action('deactivate', t('actions.finish'), t('actions.finishLabel', { number }), true)}
              {!expired && action('again', t('actions.again'), t('actions.againLabel', { number }))}
            </>
          )}
        </div>
      )}
    </article>
  );
}
