import type { HttpClient } from './http-client';

export interface Country {
  code: string;
  dialPrefix: string;
  name: { en: string; ru: string; uk: string };
  carriers: Array<{ code: string; name: string }>;
}

export interface ServiceOffer {
  _id: string;
  code: string;
  name: string;
  icon: string;
  price: number;
  count: number;
}

export interface ServicesPage {
  country: string;
  carrier: string | null;
  enabled: boolean;
  items: ServiceOffer[];
}

export interface RentalPriceTable {
  country: string;
  defaultPeriodHours: number;
  rows: Array<{ service: string | null; name: string | null; periodHours: number; price: number }>;
}

const query = (params: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => !!e[1])).toString();

/** SPEC section 7 "Services and numbers": the catalog calls. */
export const catalogApi = (http: HttpClient) => ({
  countries: () => http.request<Country[]>('GET', '/services/countries'),
  services: (params: { country: string; carrier?: string; search?: string }) => http.request<ServicesPage>('GET', `/services?${query(params)}`),
  rental: (country: string) => http.request<RentalPriceTable>('GET', `/services/rental?${query({ country })}`),
});
