import { ApiError } from '@simrelay/api-client';
import type { TFunction } from 'i18next';
import { useRegenerateApiKey } from '../api/regenerate-api-key';
import { SecretCard } from './secret-card';

const BANNED = 'IDENTITY.BANNED';

/** A banned account may not get a new key: say so rather than the server's wording. */
const describeError = (error: Error, t: TFunction) => (error instanceof ApiError && error.code === BANNED ? t('account:api.banned') : undefined);

/** The API key in full, with copy, and a new key on confirmation. */
export function ApiKeyCard({ apiKey }: { apiKey: string | null }) {
  const regenerate = useRegenerateApiKey();
  return <SecretCard texts="api" value={apiKey} testId="api-key" regenerate={regenerate} describeError={describeError} />;
}
