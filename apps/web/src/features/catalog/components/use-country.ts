import { useQuery } from '@tanstack/react-query';
import type { Country } from '@simrelay/api-client';
import { countriesQueryOptions } from '../api/catalog-queries';
import { useSelection } from '../stores/selection-store';

/** The country with the most numbers free now (the first listed when none has any). */
export function mostAvailable(countries: Country[]): string | null {
  return countries.reduce<Country | null>((best, country) => (!best || country.available > best.available ? country : best), null)?.code ?? null;
}

/**
 * The country the pages show: the visitor's last choice, else the one with the most numbers, so
 * that a first visit opens on numbers that can be bought. Null until the countries are known.
 */
export function useCountry(): string | null {
  const chosen = useSelection((s) => s.country);
  const countries = useQuery(countriesQueryOptions());
  const list = countries.data ?? [];
  if (chosen && (!countries.data || list.some((c) => c.code === chosen))) return chosen;
  return mostAvailable(list);
}
