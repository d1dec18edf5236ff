import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { useSession } from '../../../stores/session-store';
import { useProfile } from '../api/get-profile';
import { ApiKeyCard } from '../components/api-key-card';
import { WebhookDeliveries } from '../components/webhook-deliveries';
import { WebhookForm } from '../components/webhook-form';
import { WebhookSecretCard } from '../components/webhook-secret-card';

/** /profile/api: the API key, the webhook address, the webhook signing secret and the latest webhook deliveries. */
export function ApiPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const sessionKey = useSession((s) => s.apiKey);
  return (
    <div className="profile-stack">
      <ApiKeyCard apiKey={profile.data?.apiKey ?? sessionKey} />
      {profile.data ? (
        <>
          <WebhookForm initialUrl={profile.data.url ?? ''} />
          <WebhookSecretCard secret={profile.data.webhookSecret} />
          <WebhookDeliveries />
        </>
      ) : profile.isError ? (
        <p className="notice notice--error" role="alert">
          {errorText(profile.error, t)}
        </p>
      ) : (
        <p className="muted" role="status">
          {t('common:loading')}
        </p>
      )}
    </div>
  );
}
