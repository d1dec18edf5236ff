import { FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { useLiftServiceBans } from '../api/services-queries';

/** Every number a service blocked may be sold to it again: bans removed, or its success confirmed. */
export function ServiceBansForm() {
  const { t } = useTranslation();
  const lift = useLiftServiceBans();
  const [service, setService] = useState('');
  const code = service.trim().toLowerCase();
  return (
    <form className="toolbar card" onSubmit={(e: FormEvent) => e.preventDefault()}>
      <h2 className="card__title">{t('services.bans')}</h2>
      <label className="field field--inline">
        <span>{t('services.code')}</span>
        <input value={service} onChange={(e) => setService(e.target.value)} className="input--short" placeholder="tg" />
      </label>
      <ConfirmButton label={t('services.removeBans')} question={t('services.removeBansQuestion', { service: code })} disabled={!code || lift.isPending} onConfirm={() => lift.mutate({ service: code, confirmed: false })} />
      <ConfirmButton label={t('services.confirmSuccess')} question={t('services.confirmSuccessQuestion', { service: code })} danger={false} disabled={!code || lift.isPending} onConfirm={() => lift.mutate({ service: code, confirmed: true })} />
    </form>
  );
}
