import { ApiError, type RentalView } from '@simrelay/api-client';
import { useQuery } from '@tanstack/react-query';
import { RENTAL_RULES } from '@simrelay/contracts/rental-rules';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button';
import { errorText } from '../../../lib/error-text';
import { useMoney } from '../../../lib/money';
import { usePopup } from '@simrelay/ui';
import { MessageItem } from '../../activations/components/message-item';
import { formatDuration, msUntil, useNow } from '../../activations/components/use-now';
import { rentalQueryOptions } from '../../catalog/api/catalog-queries';
import { useChangeRental, type RentalChange } from '../api/change-rental';
import { periodsOf, rentalPriceOf } from '../api/rental-prices';
import { ConfirmDialog } from './confirm-dialog';
import { RentError } from './rent-error';
import { usePeriodLabel } from './use-period-label';

const RESTORE_PRICE = RENTAL_RULES.restoreMicros / 1_000_000;

type Dialog = null | 'extend' | 'finish' | 'restore';

export interface RentalNames {
  service: string;
  country: string;
  carrier: string | null;
}

/** Ending now gives the money back: the rental says so, and the 20 minutes have not passed on this clock either. */
const refundableAt = (rental: RentalView, now: number) =>
  rental.refundable && !!rental.startedAt && now - Date.parse(rental.startedAt) <= RENTAL_RULES.refundMinutes * 60_000;

/**
 * One rented number: its service (or any), state, time left or "reserved until", its codes as
 * they arrive, and Extend, End, Restore access and Start usage, each confirmed first.
 */
export function RentalCard({ rental, names }: { rental: RentalView; names: RentalNames }) {
  const { t, i18n } = useTranslation('rentals');
  const money = useMoney();
  const periodLabel = usePeriodLabel();
  const titleId = useId();
  const now = useNow();
  const show = usePopup((s) => s.show);
  const change = useChangeRental();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [period, setPeriod] = useState<number | null>(null);
  const table = useQuery({ ...rentalQueryOptions(rental.country), enabled: dialog === 'extend' });
  const periods = table.data ? periodsOf(table.data) : [];
  const extendPeriod = period !== null && periods.includes(period) ? period : (periods[0] ?? null);
  const extendPrice = table.data && extendPeriod !== null ? rentalPriceOf(table.data, rental.service, extendPeriod) : null;
  const days = (count: number) => t('card.days', { count });
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const running = rental.state === 'active' && !!rental.endsAt && msUntil(rental.endsAt, now) > 0;
  const reserved = rental.state === 'expired' || rental.state === 'finished' || (rental.state === 'active' && !running);
  const windowLeft = rental.restore.windowEndsAt ? msUntil(rental.restore.windowEndsAt, now) : 0;
  const refund = refundableAt(rental, now);
  const number = rental.number ?? '—';

  const run = (request: RentalChange, done: string) =>
    change.mutate(request, {
      onSuccess: () => {
        setDialog(null);
        show('success', done);
      },
      onError: (error) => {
        if (error instanceof ApiError && [402, 403, 409, 410, 422].includes(error.status)) return;
        setDialog(null);
        show('error', errorText(error, t));
      },
    });
  const open = (which: Dialog) => {
    change.reset();
    setDialog(which);
  };

  return (
    <article className={`activation card rental rental--${rental.state}`} aria-labelledby={titleId} data-testid="rental" data-state={rental.state} data-order={rental.orderNumber}>
      <header className="activation__head">
        <div className="activation__title">
          <div>
            <h3 id={titleId} className="activation__service" data-testid="rental-service">
              {names.service}
            </h3>
            <p className="activation__meta">{[t('card.order', { number: rental.orderNumber }), names.country, names.carrier].filter(Boolean).join(' · ')}</p>
          </div>
        </div>
        {running && rental.endsAt ? (
          <span className="activation__timer" role="timer" data-testid="rental-timer">
            <span className="activation__timer-label">{t('card.timeLeft')}</span>
            <span className="activation__timer-value">{formatDuration(msUntil(rental.endsAt, now), days)}</span>
          </span>
        ) : (
          reserved && rental.reservedUntil && (
            <span className="activation__timer activation__timer--over" data-testid="rental-reserved">
              {t('card.reservedUntil', { date: date(rental.reservedUntil) })}
            </span>
          )
        )}
      </header>

      <div className="activation__number">
        <span className="activation__digits" data-testid="rental-number">
          {number}
        </span>
        {rental.number && <CopyButton value={rental.number} message={t('activations:current.numberCopied')} ariaLabel={t('activations:current.copyNumber', { number })} />}
      </div>

      <p className={`status-badge status-badge--${rental.state}`} data-testid="rental-state">
        {t(`states.${rental.state}`)}
      </p>
      {running && rental.endsAt && <p className="activation__hint">{t('card.endsAt', { date: date(rental.endsAt) })}</p>}
      {reserved && <p className="activation__hint">{t('card.reservedText')}</p>}

      {rental.restore.waiting && (
        <p className="notice notice--info" data-testid="rental-restore-waiting">
          {t('card.restoreWaiting')}
        </p>
      )}
      {windowLeft > 0 && (
        <p className="notice notice--success" data-testid="rental-window">
          {t('card.windowOpen', { time: formatDuration(windowLeft) })}
        </p>
      )}

      {rental.messages.length > 0 ? (
        <ul className="activation__messages" aria-label={t('activations:history.messagesFor', { number })}>
          {rental.messages.map((m) => (
            <MessageItem key={m._id} message={m} />
          ))}
        </ul>
      ) : (
        rental.receiving && (
          <p className="activation__hint">
            <span className="activation__pulse" aria-hidden="true" />
            {t('card.waiting')}
          </p>
        )
      )}

      <div className="activation__actions">
        <button type="button" className="button" onClick={() => open('extend')} disabled={change.isPending} data-testid="rental-extend">
          {t('actions.extend')}
        </button>
        {rental.restore.canStartUsage && windowLeft === 0 && !running && (
          <button
            type="button"
            className="button"
            onClick={() => run({ action: 'startUsage', rental }, t('done.startUsage'))}
            disabled={change.isPending}
            data-testid="rental-start-usage"
          >
            {t('actions.startUsage')}
          </button>
        )}
        {reserved && !rental.restore.waiting && !rental.restore.canStartUsage && (
          <button type="button" className="button button--secondary" onClick={() => open('restore')} disabled={change.isPending} data-testid="rental-restore">
            {t('actions.restore', { price: money(RESTORE_PRICE) })}
          </button>
        )}
        {running && (
          <button type="button" className="button button--secondary" onClick={() => open('finish')} disabled={change.isPending} data-testid="rental-finish">
            {t('actions.finish')}
          </button>
        )}
      </div>

      {dialog === 'extend' && (
        <ConfirmDialog
          title={t('extend.title', { number })}
          confirm={extendPrice !== null ? t('extend.confirm', { price: money(extendPrice) }) : t('actions.extend')}
          busy={change.isPending || extendPrice === null || extendPeriod === null}
          onConfirm={() => extendPeriod !== null && run({ action: 'extend', rental, periodHours: extendPeriod }, t('done.extend'))}
          onClose={() => setDialog(null)}
          testId="rental-extend-dialog"
        >
          <p>{running ? t('extend.textRunning') : t('extend.textReserved')}</p>
          <fieldset className="rent__periods">
            <legend>{t('form.period')}</legend>
            {periods.map((hours) => {
              const p = table.data ? rentalPriceOf(table.data, rental.service, hours) : null;
              return (
                <label key={hours} className={`rent__period${hours === extendPeriod ? ' rent__period--chosen' : ''}`}>
                  <input type="radio" name={`extend-${rental._id}`} checked={hours === extendPeriod} onChange={() => setPeriod(hours)} data-testid={`extend-period-${hours}`} />
                  <span className="rent__period-name">{periodLabel(hours)}</span>
                  {p !== null && <span className="rent__period-price">{money(p)}</span>}
                </label>
              );
            })}
          </fieldset>
          {change.isError && <RentError error={change.error} />}
        </ConfirmDialog>
      )}
      {dialog === 'finish' && (
        <ConfirmDialog
          title={t('finish.title', { number })}
          confirm={t('finish.confirm')}
          busy={change.isPending}
          onConfirm={() => run({ action: 'finish', rental }, refund ? t('done.finishRefunded') : t('done.finish'))}
          onClose={() => setDialog(null)}
          testId="rental-finish-dialog"
        >
          <p data-testid="rental-finish-refund">{refund ? t('finish.refunded', { price: money(rental.paid) }) : t('finish.notRefunded')}</p>
          <p>{t('finish.reserved', { days: RENTAL_RULES.reserveDays })}</p>
          {change.isError && <RentError error={change.error} />}
        </ConfirmDialog>
      )}
      {dialog === 'restore' && (
        <ConfirmDialog
          title={t('restore.title', { number })}
          confirm={t('restore.confirm', { price: money(RESTORE_PRICE) })}
          busy={change.isPending}
          onConfirm={() => run({ action: 'restore', rental }, t('done.restore'))}
          onClose={() => setDialog(null)}
          testId="rental-restore-dialog"
        >
          <p>{t('restore.text', { price: money(RESTORE_PRICE), minutes: RENTAL_RULES.windowMinutes })}</p>
          {change.isError && <RentError error={change.error} />}
        </ConfirmDialog>
      )}
    </article>
  );
}
