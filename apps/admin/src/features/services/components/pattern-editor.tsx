import { FormEvent, useMemo, useState } from 'react';
import type { AdminOfferView } from '@simrelay/api-client';
import { checkPattern, extractCode } from '@simrelay/code-extraction';
import { useTranslation } from 'react-i18next';
import { useSetPattern } from '../api/services-queries';

/**
 * A service's code rule (its pattern is the same in every country), with the pattern check's
 * verdict as it is typed and a test against a sample SMS, both by the code the router runs.
 */
export function PatternEditor({ offer, onDone }: { offer: AdminOfferView; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSetPattern();
  const [pattern, setPattern] = useState(offer.pattern ?? '');
  const [senders, setSenders] = useState(offer.senders.join(', '));
  const [callDigits, setCallDigits] = useState(offer.callDigits === null ? '' : String(offer.callDigits));
  const [sample, setSample] = useState('');
  const [sender, setSender] = useState(offer.senders[0] ?? '');
  const verdict = pattern ? checkPattern(pattern) : 'ok';
  const senderList = useMemo(() => senders.split(',').map((s) => s.trim()).filter(Boolean), [senders]);
  const found = useMemo(
    () => (sample && verdict === 'ok' ? extractCode({ text: sample, sender, rule: { service: offer.service, ...(pattern ? { pattern } : {}), senders: senderList } }) : null),
    [sample, sender, pattern, senderList, verdict, offer.service],
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const digits = callDigits.trim() ? Number(callDigits) : null;
    save.mutate({ service: offer.service, pattern, senders: senderList, callDigits: digits }, { onSuccess: onDone });
  };
  return (
    <form className="stack" onSubmit={submit} data-testid="pattern-editor">
      <label className="field">
        <span>{t('services.pattern')}</span>
        <input className="mono" value={pattern} onChange={(e) => setPattern(e.target.value)} placeholder="code:?\s*(\d{5})" data-testid="pattern-input" />
      </label>
      <p className={`notice ${verdict === 'ok' ? 'notice--success' : 'notice--error'}`} data-testid="pattern-verdict" data-verdict={verdict}>
        {pattern ? t(`services.verdicts.${verdict}`) : t('services.verdicts.empty')}
      </p>
      <label className="field">
        <span>{t('services.senders')}</span>
        <input value={senders} onChange={(e) => setSenders(e.target.value)} placeholder="Telegram, 22000" />
      </label>
      <label className="field">
        <span>{t('services.callDigits')}</span>
        <input type="number" min={1} max={10} value={callDigits} onChange={(e) => setCallDigits(e.target.value)} className="input--short" />
      </label>
      <fieldset className="fieldset">
        <legend>{t('services.liveTest')}</legend>
        <label className="field">
          <span>{t('services.sampleSender')}</span>
          <input value={sender} onChange={(e) => setSender(e.target.value)} />
        </label>
        <label className="field">
          <span>{t('services.sampleSms')}</span>
          <textarea rows={3} value={sample} onChange={(e) => setSample(e.target.value)} data-testid="pattern-sample" />
        </label>
        {sample && (
          <p className="notice notice--info" data-testid="pattern-result">
            {found ? t(found.via === 'pattern' ? 'services.foundByPattern' : 'services.foundGeneric', { code: found.code }) : t('services.noCode')}
          </p>
        )}
      </fieldset>
      <button type="submit" className="button" disabled={verdict !== 'ok' || save.isPending} data-testid="pattern-save">
        {t('common:actions.save')}
      </button>
    </form>
  );
}
