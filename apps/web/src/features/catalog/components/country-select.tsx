import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { countriesQueryOptions } from '../api/catalog-queries';
import { useSelection } from '../stores/selection-store';
import { useCountry } from './use-country';

type LangKey = 'en' | 'ru' | 'uk';

/** Country (and optionally carrier) choice, names in the interface language; countries with numbers first. */
export function CountrySelect({ withCarrier = false }: { withCarrier?: boolean }) {
  const { t, i18n } = useTranslation('catalog');
  const lang = (i18n.language as LangKey) ?? 'en';
  const countryId = useId();
  const carrierId = useId();
  const { carrier, setCountry, setCarrier } = useSelection();
  const country = useCountry();
  const countries = useQuery(countriesQueryOptions());
  const sorted = [...(countries.data ?? [])].sort((a, b) => a.name[lang].localeCompare(b.name[lang], lang));
  const carriers = sorted.find((c) => c.code === country)?.carriers ?? [];
  const groups = [
    { label: t('picker.withNumbers'), items: sorted.filter((c) => c.available > 0) },
    { label: t('picker.withoutNumbers'), items: sorted.filter((c) => c.available === 0) },
  ].filter((group) => group.items.length > 0);

  return (
    <div className="picker__filters">
      <div className="field">
        <label htmlFor={countryId}>{t('picker.country')}</label>
        <select id={countryId} value={country ?? ''} onChange={(e) => setCountry(e.target.value)} data-testid="country-select">
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.items.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name[lang]} ({c.dialPrefix})
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      {withCarrier && (
        <div className="field">
          <label htmlFor={carrierId}>{t('picker.carrier')}</label>
          <select id={carrierId} value={carrier ?? ''} onChange={(e) => setCarrier(e.target.value || null)} data-testid="carrier-select">
            <option value="">{t('picker.anyCarrier')}</option>
            {carriers.map((k) => (
              <option key={k.code} value={k.code}>
                {k.name}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
