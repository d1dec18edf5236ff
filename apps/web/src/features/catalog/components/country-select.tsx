import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { countriesQueryOptions } from '../api/catalog-queries';
import { useSelection } from '../stores/selection-store';

type LangKey = 'en' | 'ru' | 'uk';

/** Country (and optionally carrier) choice, names in the interface language. */
export function CountrySelect({ withCarrier = false }: { withCarrier?: boolean }) {
  const { t, i18n } = useTranslation('catalog');
  const lang = (i18n.language as LangKey) ?? 'en';
  const countryId = useId();
  const carrierId = useId();
  const { country, carrier, setCountry, setCarrier } = useSelection();
  const countries = useQuery(countriesQueryOptions());
  const sorted = [...(countries.data ?? [])].sort((a, b) => a.name[lang].localeCompare(b.name[lang], lang));
  const carriers = sorted.find((c) => c.code === country)?.carriers ?? [];

  return (
    <div className="picker__filters">
      <div className="field">
        <label htmlFor={countryId}>{t('picker.country')}</label>
        <select id={countryId} value={country} onChange={(e) => setCountry(e.target.value)} data-testid="country-select">
          {sorted.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name[lang]} ({c.dialPrefix})
            </option>
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
