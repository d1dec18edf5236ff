import { useCallback, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Modal } from '@simrelay/ui';
import { PrivacyText, TermsText } from '../../content/components/legal-texts';

type Document = 'terms' | 'privacy';

/** 'By registering you accept the Terms and the Privacy policy', each opening in a modal. */
export function LegalAcceptance() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Document | null>(null);
  const close = useCallback(() => setOpen(null), []);
  return (
    <>
      <p className="form__note" data-testid="legal-acceptance">
        <Trans
          t={t}
          i18nKey="account:register.accept"
          components={{
            terms: <button type="button" className="link-button" onClick={() => setOpen('terms')} />,
            privacy: <button type="button" className="link-button" onClick={() => setOpen('privacy')} />,
          }}
        />
      </p>
      {open === 'terms' && (
        <Modal title={t('account:register.termsTitle')} onClose={close}>
          <TermsText />
        </Modal>
      )}
      {open === 'privacy' && (
        <Modal title={t('account:register.privacyTitle')} onClose={close}>
          <PrivacyText />
        </Modal>
      )}
    </>
  );
}
