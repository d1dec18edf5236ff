import { ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@simrelay/ui';

interface ConfirmButtonProps {
  /** The button's text, and the dialog's confirm button. */
  label: string;
  /** What will happen, in the operator's words. */
  question: ReactNode;
  onConfirm: () => void;
  disabled?: boolean;
  danger?: boolean;
  testId?: string;
  className?: string;
}

/** A destructive action: it runs only after the operator confirms it in a dialog. */
export function ConfirmButton({ label, question, onConfirm, disabled, danger = true, testId, className }: ConfirmButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className ?? `button button--small ${danger ? 'button--danger' : 'button--secondary'}`} disabled={disabled} onClick={() => setOpen(true)} data-testid={testId}>
        {label}
      </button>
      {open && (
        <Modal title={t('confirm.title')} onClose={() => setOpen(false)}>
          <div className="confirm">
            <p>{question}</p>
            <div className="confirm__actions">
              <button type="button" className="button button--secondary" onClick={() => setOpen(false)} data-testid="confirm-cancel">
                {t('confirm.cancel')}
              </button>
              <button
                type="button"
                className={`button ${danger ? 'button--danger' : ''}`}
                onClick={() => {
                  setOpen(false);
                  onConfirm();
                }}
                data-testid="confirm-ok"
              >
                {label}
              </button>
            </div>
          </div>
        </Modal>
      )}
    </>
  );
}
