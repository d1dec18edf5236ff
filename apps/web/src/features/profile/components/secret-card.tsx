import type { resources } from '@simrelay/i18n';
import type { UseMutationResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button';
import { Modal, usePopup } from '@simrelay/ui';
import { errorText } from '../../../lib/error-text';

/** The texts a secret card reads from its group of the `account` catalogue. */
type SecretTexts = Record<'keyTitle' | 'keyText' | 'copy' | 'copied' | 'regenerate' | 'confirmTitle' | 'confirmText' | 'confirm' | 'cancel' | 'regenerated', string>;

type AccountTexts = (typeof resources.en)['account'];

/** The `account` groups that hold every text of a secret card (a group missing one is a type error). */
export type SecretTextGroup = { [K in keyof AccountTexts]: AccountTexts[K] extends SecretTexts ? K : never }[keyof AccountTexts];

export interface SecretCardProps {
  /** The catalogue group of the card's texts, e.g. `api` for `account:api.keyTitle`. */
  texts: SecretTextGroup;
  /** The secret; null while it is loading. */
  value: string | null;
  /** `data-testid` of the value; the error in the dialog gets `<testId>-error`. */
  testId: string;
  /** Asks the server for a new secret (and updates the cached profile). */
  regenerate: UseMutationResult<unknown, Error, void>;
  /** A text of its own for some failures; anything else is described by `errorText`. */
  describeError?: (error: Error, t: TFunction) => string | undefined;
}

/** A secret in full, with copy, and a new one on confirmation (the API key, the webhook secret). */
export function SecretCard({ texts, value, testId, regenerate, describeError }: SecretCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const show = usePopup((s) => s.show);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const text = (key: keyof SecretTexts) => t(`account:${texts}.${key}`);
  const close = useCallback(() => {
    setConfirming(false);
    setFailure(null);
  }, []);

  const confirm = () => {
    setFailure(null);
    regenerate.mutate(undefined, {
      onSuccess: () => {
        close();
        show('success', text('regenerated'));
      },
      onError: (error) => setFailure(describeError?.(error, t) ?? errorText(error, t)),
    });
  };

  return (
    <section className="card profile-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile-card__title">
        {text('keyTitle')}
      </h2>
      <p className="muted">{text('keyText')}</p>
      <p className="code secret-value" data-testid={testId}>
        {value ?? t('common:loading')}
      </p>
      <div className="profile-card__actions">
        {value && <CopyButton value={value} message={text('copied')} label={text('copy')} />}
        <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
          {text('regenerate')}
        </button>
      </div>
      {confirming && (
        <Modal title={text('confirmTitle')} onClose={close}>
          <p>{text('confirmText')}</p>
          {failure && (
            <p className="notice notice--error" role="alert" data-testid={`${testId}-error`}>
              {failure}
            </p>
          )}
          <div className="profile-card__actions">
            <button type="button" className="button" onClick={confirm} disabled={regenerate.isPending}>
              {text('confirm')}
            </button>
            <button type="button" className="button button--secondary" onClick={close}>
              {text('cancel')}
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}
