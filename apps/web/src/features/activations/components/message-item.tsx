import type { ActivationMessageView } from '@simrelay/api-client';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button';

/** The text with the code marked, where the code appears in it. */
function MarkedText({ text, code }: { text: string; code: string | null }) {
  const at = code ? text.indexOf(code) : -1;
  if (!code || at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <mark className="activation-message__mark">{code}</mark>
      {text.slice(at + code.length)}
    </>
  );
}

/** One SMS (or call) that reached a number: its code large and copyable, then the whole text. */
export function MessageItem({ message, fresh = false }: { message: ActivationMessageView; fresh?: boolean }) {
  const { t, i18n } = useTranslation('activations');
  const time = new Date(message.receivedAt);
  return (
    <li className={`activation-message${fresh ? ' activation-message--fresh' : ''}`} data-testid="activation-message">
      <p className="activation-message__head">
        <span className="activation-message__kind">{message.kind === 'call' ? t('message.call') : t('message.sms')}</span>
        {message.sender && <span>{t('message.from', { sender: message.sender })}</span>}
        <time dateTime={message.receivedAt} className="activation-message__time">
          {time.toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit', second: '2-digit' })}
        </time>
      </p>
      {message.code && (
        <div className="activation-message__code">
          <span className="activation-message__code-label">{t('message.code')}</span>
          <strong className="activation-code" data-testid="activation-code">
            {message.code}
          </strong>
          <CopyButton value={message.code} message={t('message.codeCopied')} ariaLabel={t('message.copyCode', { code: message.code })} />
        </div>
      )}
      <p className="activation-message__text">
        <MarkedText text={message.sms} code={message.code} />
      </p>
      {message.kind === 'call' && <p className="activation-message__hint">{t('message.callHint')}</p>}
    </li>
  );
}
