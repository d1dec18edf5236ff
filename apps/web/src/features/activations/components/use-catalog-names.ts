import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { countriesQueryOptions, servicesQueryOptions } from '../../catalog/api/catalog-queries';

type LangKey = 'en' | 'ru' | 'uk';

/**
 * Activations name their country, carrier and service by code; the catalog knows the names
 * (in the interface language for countries). Until it answers, the codes stand in.
 */
export function useCatalogNames(countryCodes: readonly string[]) {
  const { i18n } = useTranslation();
  const lang = (['en', 'ru', 'uk'].includes(i18n.language) ? i18n.language : 'en') as LangKey;
  const countries = useQuery(countriesQueryOptions());
  const unique = [...new Set(countryCodes)].sort();
  const services = useQueries({ queries: unique.map((code) => ({ ...servicesQueryOptions(code, null, ''), staleTime: 10 * 60_000 })) });

  const country = (code: string) => countries.data?.find((c) => c.code === code);
  return {
    countryName: (code: string) => country(code)?.name[lang] ?? code,
    carrierName: (countryCode: string, carrier: string) => country(countryCode)?.carriers.find((k) => k.code === carrier)?.name ?? carrier,
    // Names are the same everywhere: another country's list will do while this one loads.
    serviceName: (countryCode: string, service: string) => {
      const lists = [services[unique.indexOf(countryCode)], ...services].map((q) => q?.data?.items ?? []);
      for (const items of lists) {
        const found = items.find((s) => s.code === service);
        if (found) return found.name;
      }
      return service;
    },
  };
}
