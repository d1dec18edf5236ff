import { FormEvent, useState } from 'react';
import type { AdminUser } from '@simrelay/api-client';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { useSetBan, useSetBanLimit } from '../api/user-actions';

/** Ban or lift the ban, and the ban limit (activations in a row without SMS before a ban). */
export function BanControls({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const ban = useSetBan();
  const limit = useSetBanLimit();
  const [banLimit, setBanLimit] = useState(String(user.banLimit));
  const value = Number(banLimit);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    limit.mutate({ userId: user._id, banLimit: value });
  };
  return (
    <div className="toolbar">
      {user.ban ? (
        <button type="button" className="button button--small" disabled={ban.isPending} onClick={() => ban.mutate({ userId: user._id, ban: false })} data-testid="lift-ban">
          {t('users.liftBan')}
        </button>
      ) : (
        <ConfirmButton label={t('users.ban')} question={t('users.banQuestion', { email: user.email })} disabled={ban.isPending} onConfirm={() => ban.mutate({ userId: user._id, ban: true })} testId="ban-user" />
      )}
      <form className="inline-form" onSubmit={submit}>
        <label className="field field--inline">
          <span>{t('users.banLimit')}</span>
          <input type="number" min={1} max={1000} value={banLimit} onChange={(e) => setBanLimit(e.target.value)} className="input--short" data-testid="ban-limit" />
        </label>
        <button type="submit" className="button button--secondary button--small" disabled={limit.isPending || !Number.isInteger(value) || value === user.banLimit} data-testid="ban-limit-submit">
          {t('users.setBanLimit')}
        </button>
      </form>
    </div>
  );
}
