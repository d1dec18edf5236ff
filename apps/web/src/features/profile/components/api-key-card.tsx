import { ApiError } from '@simrelay/api-client';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button';
import { Modal } from '../../../components/modal';
import { errorText } from '../../../lib/error-text';
import { usePopup } from '../../../stores/popup-store';
import { useRegenerateApiKey } from '../api/regenerate-api-key';

const BANNED = 'IDENTITY.BANNED';

/** The API key in full, with copy, and a new key on confirmation. */
export function ApiKeyCard({ apiKey }: { apiKey: string | null }) {
  const { t } = useTranslation();
  const show = usePopup((s) => s.show);
  const regenerate = useRegenerateApiKey();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const close = useCallback(() => {
    setConfirming(false);
    setFailure(null);
  }, []);

  const confirm = () => {
    setFailure(null);
    regenerate.mutate(undefined, {
      onSuccess: () => {
        close();
        show('success', t('account:api.regenerated'));
      },
      onError: (error) => setFailure(error instanceof ApiError && error.code === BANNED ? t('account:api.banned') : errorText(error, t)),
    });
  };

  return (
    <section className="card profile-card" aria-labelledby="api-key-title">
      <h2 id="api-key-title" className="profile-card__title">
        {t('account:api.keyTitle')}
      </h2>
      <p className="muted">{t('account:api.keyText')}</p>
      <p className="code api-key" data-testid="api-key">
        {apiKey ?? t('common:loading')}
      </p>
      <div className="profile-card__actions">
        {apiKey && <CopyButton value={apiKey} message={t('account:api.copied')} label={t('account:api.copy')} />}
        <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
          {t('account:api.regenerate')}
        </button>
      </div>
      {confirming && (
        <Modal title={t('account:api.confirmTitle')} onClose={close}>
          <p>{t('account:api.confirmText')}</p>
          {failure && (
            <p className="notice notice--error" role="alert" data-testid="api-key-error">
              {failure}
            </p>
          )}
          <div className="profile-card__actions">
            <button type="button" className="button" onClick={confirm} disabled={regenerate.isPending}>
              {t('account:api.confirm')}
            </button>
            <button type="button" className="button button--secondary" onClick={close}>
              {t('account:api.cancel')}
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}
