import { FormEvent, useState } from 'react';
import type { ExecutorKind, ExecutorSettings, ExecutorView, SaleRule } from '@simrelay/api-client';
import { EXECUTOR_KINDS, SALE_RULES } from '@simrelay/contracts/executor-states';
import { useTranslation } from 'react-i18next';
import { joinList, splitList } from '../../../lib/text-lists';
import { useAddExecutor, useChangeExecutor } from '../api/executors-queries';
import { TextField, type TextFieldOptions } from '../../../components/text-field';

interface Draft {
  name: string;
  kind: ExecutorKind;
  baseUrl: string;
  apiKey: string;
  maxCost: string;
  saleRule: SaleRule;
  marginPercent: string;
  fixedPrice: string;
  currencyRate: string;
  priority: string;
  requestsPerSecond: string;
  services: string;
  countries: string;
  routeFirst: boolean;
}

const blank: Draft = {
  name: '', kind: 'sms-activate', baseUrl: '', apiKey: '', maxCost: '', saleRule: 'margin', marginPercent: '20', fixedPrice: '', currencyRate: '1', priority: '0',
  requestsPerSecond: '5', services: '', countries: '', routeFirst: false,
};

const draftOf = (e: ExecutorView): Draft => ({
  name: e.name, kind: e.kind, baseUrl: e.baseUrl, apiKey: '', maxCost: String(e.maxCost), saleRule: e.saleRule, marginPercent: String(e.marginPercent),
  fixedPrice: e.fixedPrice === null ? '' : String(e.fixedPrice), currencyRate: String(e.currencyRate), priority: String(e.priority),
  requestsPerSecond: String(e.requestsPerSecond), services: joinList(e.services), countries: joinList(e.countries), routeFirst: e.routeFirst,
});

const decimal = (text: string) => Number(text.trim().replace(',', '.'));

/** The settings as the API takes them; the key only when one was typed (it is write-only). */
function settingsOf(draft: Draft): Omit<ExecutorSettings, 'apiKey'> & { apiKey?: string } {
  return {
    name: draft.name.trim(),
    kind: draft.kind,
    baseUrl: draft.baseUrl.trim(),
    ...(draft.apiKey.trim() ? { apiKey: draft.apiKey.trim() } : {}),
    maxCost: decimal(draft.maxCost),
    saleRule: draft.saleRule,
    ...(draft.saleRule === 'margin' ? { marginPercent: decimal(draft.marginPercent) } : { fixedPrice: decimal(draft.fixedPrice) }),
    currencyRate: decimal(draft.currencyRate),
    priority: Math.trunc(decimal(draft.priority)),
    requestsPerSecond: Math.trunc(decimal(draft.requestsPerSecond)),
    services: splitList(draft.services, (s) => s.toLowerCase()),
    countries: splitList(draft.countries, (c) => c.toUpperCase()),
    routeFirst: draft.routeFirst,
  };
}

/**
 * Adds an executor, or (given one) changes it. The API key field starts empty either way: a
 * saved key is never shown again, and leaving the field empty keeps it.
 */
export function ExecutorForm({ executor, onDone }: { executor?: ExecutorView; onDone?: () => void }) {
  const { t } = useTranslation();
  const add = useAddExecutor();
  const change = useChangeExecutor();
  const [draft, setDraft] = useState<Draft>(executor ? draftOf(executor) : blank);
  const pending = add.isPending || change.isPending;
  const ready = draft.name.trim() && draft.baseUrl.trim() && decimal(draft.maxCost) > 0 && (executor || draft.apiKey.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const settings = settingsOf(draft);
    const done = () => {
      setDraft(executor ? { ...draft, apiKey: '' } : blank);
      onDone?.();
    };
    // The protocol is fixed once added: a provider of another kind is another executor.
    const { kind: _kind, ...changes } = settings;
    if (executor) change.mutate({ executorId: executor._id, changes }, { onSuccess: done });
    else add.mutate({ ...settings, apiKey: settings.apiKey ?? '' }, { onSuccess: done });
  };
  const text = (key: keyof Omit<Draft, 'routeFirst' | 'kind' | 'saleRule'>, label: string, options: TextFieldOptions = {}) => (
    <TextField label={label} value={draft[key]} onChange={(value) => setDraft({ ...draft, [key]: value })} testId={`executor-${key}`} {...options} />
  );
  return (
    <form className="toolbar" onSubmit={submit} data-testid={executor ? 'executor-edit' : 'executor-add'}>
      {text('name', t('partners.executors.name'), { placeholder: 'sms-activate', short: true })}
      <label className="field field--inline">
        <span>{t('partners.executors.kind')}</span>
        <select value={draft.kind} disabled={Boolean(executor)} onChange={(e) => setDraft({ ...draft, kind: e.target.value as ExecutorKind })} data-testid="executor-kind">
          {EXECUTOR_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`partners.executors.kinds.${kind}`)}
            </option>
          ))}
        </select>
      </label>
      {text('baseUrl', t('partners.executors.baseUrl'), { placeholder: 'https://api.sms-activate.ae/stubs/handler_api.php' })}
      {text('apiKey', executor ? t('partners.executors.newApiKey') : t('partners.executors.apiKey'), {
        type: 'password', ...(executor ? { hint: t('partners.executors.keepKey') } : {}),
      })}
      {text('maxCost', t('partners.executors.maxCost'), { placeholder: '0.5', short: true })}
      <label className="field field--inline">
        <span>{t('partners.executors.saleRule')}</span>
        <select value={draft.saleRule} onChange={(e) => setDraft({ ...draft, saleRule: e.target.value as SaleRule })} data-testid="executor-saleRule">
          {SALE_RULES.map((rule) => (
            <option key={rule} value={rule}>
              {t(`partners.executors.rules.${rule}`)}
            </option>
          ))}
        </select>
      </label>
      {draft.saleRule === 'margin'
        ? text('marginPercent', t('partners.executors.marginPercent'), { short: true })
        : text('fixedPrice', t('partners.executors.fixedPrice'), { short: true })}
      {text('currencyRate', t('partners.executors.currencyRate'), { short: true })}
      {text('priority', t('partners.executors.priority'), { short: true })}
      {text('requestsPerSecond', t('partners.executors.requestsPerSecond'), { short: true })}
      {text('services', t('partners.executors.services'), { placeholder: 'tg, wa', hint: t('partners.listHint') })}
      {text('countries', t('partners.executors.countries'), { placeholder: 'GB, DE', hint: t('partners.listHint') })}
      <label className="check">
        <input type="checkbox" checked={draft.routeFirst} onChange={(e) => setDraft({ ...draft, routeFirst: e.target.checked })} data-testid="executor-routeFirst" />
        <span>{t('partners.executors.routeFirst')}</span>
      </label>
      <button type="submit" className="button button--small" disabled={pending || !ready} data-testid="executor-submit">
        {executor ? t('partners.save') : t('partners.executors.addAction')}
      </button>
    </form>
  );
}
