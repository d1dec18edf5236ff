import '../activations.css';
import { ApiError, type ServiceOffer } from '@simrelay/api-client';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CopyButton } from '../../../components/copy-button';
import { paths } from '../../../config/paths';
import { useMoney } from '../../../lib/money';
import { useSession } from '../../../stores/session-store';
import { useBuyNumber } from '../api/buy-number';
import { currentActivationsQueryOptions, isOpen } from '../api/get-current-activations';
import { Countdown } from './activation-card';
import { BuyError } from './buy-error';
import { CURRENT_NUMBERS_ID, pickerUrl } from './anchors';

/** What the server would answer a banned account; known ahead from the session. */
const BANNED = new ApiError(403, 'BANNED', '');

export interface BuyChoice {
  service: ServiceOffer;
  country: string;
  carrier: string | null;
}

/**
 * The home picker's last step for the chosen service: its price and 'Get number' (a guest is
 * sent to log in first); then the new number with its countdown, or why there is none.
 */
export function BuyNumberPanel({ choice, salesOpen, describedBy }: { choice: BuyChoice; salesOpen: boolean; describedBy?: string }) {
  const { t } = useTranslation('activations');
  const money = useMoney();
  const whyId = useId();
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const banned = useSession((s) => s.ban);
  const buy = useBuyNumber();
  const { service } = choice;
  const price = money(service.price);
  // The open numbers say whether this choice is being bought already; the bought one shows here until it ends.
  const current = useQuery({ ...currentActivationsQueryOptions(), enabled: isLoggedIn });
  const bought = buy.data && (current.data ? current.data.find((a) => a.activationId === buy.data.activationId) : buy.data);
  const open = current.data?.find(
    (a) => isOpen(a) && a.service === service.code && a.country === choice.country && (!choice.carrier || a.carrier === choice.carrier),
  );
  // Why 'Get number' cannot be pressed now, if it cannot.
  const blocked = open ? t('buy.openAlready', { number: open.number }) : service.count === 0 ? t('buy.noneNow') : null;

  const get = () => buy.mutate({ service: service.code, country: choice.country, ...(choice.carrier ? { carrier: choice.carrier } : {}) });

  return (
    <div className="buy" data-testid="buy-panel">
      <p className="buy__terms">{t('buy.terms', { price })}</p>
      {!isLoggedIn ? (
        <div className="buy__actions">
          <Link className="button" to={paths.login.getHref(pickerUrl)} data-testid="buy-login">
            {t('buy.login')}
          </Link>
          <Link to={paths.register.getHref()}>{t('buy.register')}</Link>
        </div>
      ) : banned ? (
        <BuyError error={BANNED} />
      ) : (
        <div className="buy__actions">
          <button
            type="button"
            className="button"
            onClick={get}
            disabled={buy.isPending || !salesOpen || !!blocked}
            aria-describedby={[describedBy, blocked ? whyId : null].filter(Boolean).join(' ') || undefined}
            data-testid="buy-number"
          >
            {buy.isPending ? t('buy.pending') : t('buy.getNumber', { price })}
          </button>
          {blocked && (
            <span id={whyId} className="buy__why" data-testid="buy-blocked">
              {blocked} {open && <a href={`#${CURRENT_NUMBERS_ID}`}>{t('buy.toNumbers')}</a>}
            </span>
          )}
        </div>
      )}
      {/* Read out once; the panel itself holds a ticking countdown, which must not be. */}
      <p className="visually-hidden" role="status">
        {bought ? t('buy.announce', { service: service.name, number: bought.number }) : ''}
      </p>
      <div>
        {bought && (
          <div className="buy__done" data-testid="buy-done">
            <strong>{t('buy.done', { service: service.name })}</strong>
            <div className="activation__number">
              <span className="activation__digits" data-testid="buy-number-value">
                {bought.number}
              </span>
              <CopyButton value={bought.number} message={t('current.numberCopied')} ariaLabel={t('current.copyNumber', { number: bought.number })} />
              <Countdown expiresAt={bought.expiresAt} />
            </div>
            <p className="buy__next">{t('buy.doneText')}</p>
            <a href={`#${CURRENT_NUMBERS_ID}`}>{t('buy.toNumbers')}</a>
          </div>
        )}
      </div>
      {buy.isError && <BuyError error={buy.error} />}
    </div>
  );
}
