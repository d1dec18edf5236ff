import { useRegenerateWebhookSecret } from '../api/regenerate-webhook-secret';
import { SecretCard } from './secret-card';

/** The secret that signs every webhook (X-SimRelay-Signature), with copy, and a new one on confirmation. */
export function WebhookSecretCard({ secret }: { secret: string | null }) {
  const regenerate = useRegenerateWebhookSecret();
  return <SecretCard texts="webhookSecret" value={secret} testId="webhook-secret" regenerate={regenerate} />;
}
