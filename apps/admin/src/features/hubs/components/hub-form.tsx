import { FormEvent, useState } from 'react';
import type { HubCurrency, HubOperatorMode, HubSettings, HubView } from '@simrelay/api-client';
import { HUB_CURRENCIES, HUB_OPERATOR_MODES } from '@simrelay/contracts/hub-states';
import { useTranslation } from 'react-i18next';
import { parseAmounts, splitList } from '../../../lib/text-lists';
import { useAddHub, useChangeHub } from '../api/hubs-queries';
import { TextField, type TextFieldOptions } from '../../../components/text-field';

interface Draft {
  name: string;
  protocolKey: string;
  pushUrl: string;
  currency: HubCurrency;
  microsPerUnit: string;
  operatorMode: HubOperatorMode;
  services: string;
  countries: string;
  minPayouts: string;
}

const blank: Draft = { name: '', protocolKey: '', pushUrl: '', currency: 840, microsPerUnit: '1000000', operatorMode: 'both', services: '', countries: '', minPayouts: '' };

const draftOf = (hub: HubView): Draft => ({
  ...blank, name: hub.name, pushUrl: hub.pushUrl, currency: hub.currency, microsPerUnit: String(hub.microsPerUnit), operatorMode: hub.operatorMode,
});

/**
 * Adds a hub (with what it is offered), or, given one, changes its settings (its offer has a
 * form of its own). The protocol key is write-only: empty when changing keeps the saved one.
 */
export function HubForm({ hub, onDone }: { hub?: HubView; onDone?: () => void }) {
  const { t } = useTranslation();
  const add = useAddHub();
  const change = useChangeHub();
  const [draft, setDraft] = useState<Draft>(hub ? draftOf(hub) : blank);
  const payouts = parseAmounts(draft.minPayouts);
  const ready = draft.name.trim() && draft.pushUrl.trim() && (hub || draft.protocolKey.trim()) && payouts !== null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const settings = {
      name: draft.name.trim(),
      pushUrl: draft.pushUrl.trim(),
      currency: draft.currency,
      microsPerUnit: Math.trunc(Number(draft.microsPerUnit)),
      operatorMode: draft.operatorMode,
      ...(draft.protocolKey.trim() ? { protocolKey: draft.protocolKey.trim() } : {}),
    };
    const done = () => {
      setDraft(hub ? { ...draft, protocolKey: '' } : blank);
      onDone?.();
    };
    if (hub) {
      change.mutate({ hubId: hub._id, changes: settings }, { onSuccess: done });
      return;
    }
    const offer = { services: splitList(draft.services, (s) => s.toLowerCase()), countries: splitList(draft.countries, (c) => c.toUpperCase()), minPayouts: payouts ?? {} };
    const body: HubSettings = { ...settings, protocolKey: settings.protocolKey ?? '', ...offer };
    add.mutate(body, { onSuccess: done });
  };
  const text = (key: 'name' | 'protocolKey' | 'pushUrl' | 'microsPerUnit' | 'services' | 'countries' | 'minPayouts', label: string, options: TextFieldOptions = {}) => (
    <TextField label={label} value={draft[key]} onChange={(value) => setDraft({ ...draft, [key]: value })} testId={`hub-${key}`} {...options} />
  );
  return (
    <form className="toolbar" onSubmit={submit} data-testid={hub ? 'hub-edit' : 'hub-add'}>
      {text('name', t('partners.hubs.name'), { placeholder: 'SMSHub', short: true })}
      {text('protocolKey', hub ? t('partners.hubs.newProtocolKey') : t('partners.hubs.protocolKey'), {
        type: 'password', ...(hub ? { hint: t('partners.hubs.keepKey') } : {}),
      })}
      {text('pushUrl', t('partners.hubs.pushUrl'), { placeholder: 'https://agent.unerio.com/agent/api/sms' })}
      <label className="field field--inline">
        <span>{t('partners.hubs.currency')}</span>
        <select value={draft.currency} onChange={(e) => setDraft({ ...draft, currency: Number(e.target.value) as HubCurrency })} data-testid="hub-currency">
          {HUB_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {t(`partners.hubs.currencies.${code}`)}
            </option>
          ))}
        </select>
      </label>
      {text('microsPerUnit', t('partners.hubs.microsPerUnit'), { short: true })}
      <label className="field field--inline">
        <span>{t('partners.hubs.operatorMode')}</span>
        <select value={draft.operatorMode} onChange={(e) => setDraft({ ...draft, operatorMode: e.target.value as HubOperatorMode })} data-testid="hub-operatorMode">
          {HUB_OPERATOR_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t(`partners.hubs.modes.${mode}`)}
            </option>
          ))}
        </select>
      </label>
      {!hub && (
        <>
          {text('services', t('partners.hubs.services'), { placeholder: 'tg, wa' })}
          {text('countries', t('partners.hubs.countries'), { placeholder: 'GB, DE' })}
          {text('minPayouts', t('partners.hubs.minPayouts'), { placeholder: 'tg=0.2', hint: payouts === null ? t('partners.hubs.badPayouts') : t('partners.hubs.minPayoutsHint') })}
        </>
      )}
      <button type="submit" className="button button--small" disabled={add.isPending || change.isPending || !ready} data-testid="hub-submit">
        {hub ? t('partners.save') : t('partners.hubs.addAction')}
      </button>
    </form>
  );
}
