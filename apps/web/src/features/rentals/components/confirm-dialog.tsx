import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@simrelay/ui';

/** A question before a step that costs money or cannot be undone: what happens, then confirm or cancel. */
export function ConfirmDialog({ title, children, confirm, onConfirm, onClose, busy = false, testId }: {
  title: string;
  children: ReactNode;
  confirm: string;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('rentals');
  return (
    <Modal title={title} onClose={onClose}>
      <div className="confirm" data-testid={testId}>
        {children}
        <div className="confirm__actions">
          <button type="button" className="button" onClick={onConfirm} disabled={busy} data-testid="confirm-yes">
            {confirm}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('actions.keep')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
