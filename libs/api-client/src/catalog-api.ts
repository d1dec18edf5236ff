import type { HttpClient } from './http-client';

// The payloads are the catalog's own views, shared through the contracts (types only: nothing
// of the contracts' runtime reaches the browser bundle).
import type { CountryOnSale, RentalPriceTable, ServicesPage } from '@simrelay/contracts';

export type { CountryOnSale as Country, RentalPriceTable, ServiceOffer, ServicesPage } from '@simrelay/contracts';

const query = (params: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => !!e[1])).toString();

/** SPEC section 7 "Services and numbers": the catalog calls. */
export const catalogApi = (http: HttpClient) => ({
  countries: () => http.request<CountryOnSale[]>('GET', '/services/countries'),
  services: (params: { country: string; carrier?: string; search?: string }) => http.request<ServicesPage>('GET', `/services?${query(params)}`),
  rental: (country: string) => http.request<RentalPriceTable>('GET', `/services/rental?${query({ country })}`),
});
