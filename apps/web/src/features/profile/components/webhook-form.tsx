import { ApiError } from '@simrelay/api-client';
import { FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TextField } from '../../../components/form/text-field';
import { useFormFields } from '../../../components/form/use-form-fields';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { usePopup } from '@simrelay/ui';
import { useSetWebhookUrl } from '../api/set-webhook-url';

/** SPEC section 7: the answer a webhook receiver must give. */
const SUCCESS_REPLY = '{"status": "success"}';

/** The webhook address (empty turns it off) and what the receiving server must do. */
export function WebhookForm({ initialUrl }: { initialUrl: string }) {
  const { t } = useTranslation();
  const show = usePopup((s) => s.show);
  const save = useSetWebhookUrl();
  // The server judges the address (scheme, format, public host); nothing to check here first.
  const { values, errors, set, change, fromServer, clear } = useFormFields({ url: () => null }, { url: initialUrl });
  const { url } = values;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = url.trim();
    save.mutate(value, {
      onSuccess: (saved) => {
        set('url', saved.url ?? '');
        clear('url');
        show('success', saved.url ? t('account:webhook.saved') : t('account:webhook.cleared'));
      },
      onError: (error) => {
        fromServer(error);
        if (!(error instanceof ApiError && error.fields['url'])) show('error', errorText(error, t));
      },
    });
  };

  return (
    <section className="card profile-card" aria-labelledby="webhook-title">
      <h2 id="webhook-title" className="profile-card__title">
        {t('account:webhook.title')}
      </h2>
      <p>{t('account:webhook.text')}</p>
      <p>{t('account:webhook.reply')}</p>
      <pre className="code webhook-reply">{SUCCESS_REPLY}</pre>
      <p>{t('account:webhook.retries')}</p>
      <form className="form profile-form" onSubmit={submit} noValidate data-testid="webhook-form">
        <TextField
          label={t('account:webhook.url')}
          type="url"
          name="url"
          inputMode="url"
          placeholder={t('account:webhook.placeholder')}
          value={url}
          error={errors.url}
          hint={t('account:webhook.hint')}
          onChange={(e) => change('url', e.target.value)}
        />
        <div>
          <button type="submit" className="button" disabled={save.isPending}>
            {t('common:actions.save')}
          </button>
        </div>
      </form>
      <p className="form__note">
        <Trans t={t} i18nKey="account:webhook.docs" components={{ docs: <Link to={paths.documentation.getHref()} /> }} />
      </p>
    </section>
  );
}
