/** Names of a country in the app's three languages. */
export interface LocalisedName {
  en: string;
  ru: string;
  uk: string;
}

export interface CarrierView {
  code: string;
  name: string;
}

export interface CountryView {
  code: string;
  dialPrefix: string;
  name: LocalisedName;
  carriers: CarrierView[];
}

/** A country as the public lists give it: with its stock. */
export interface CountryOnSale extends CountryView {
  /** Numbers online and free there now (for any service); 0 while stock is unknown. */
  available: number;
}

/** A service on sale in a country: the cheapest one-time price there, in dollars. */
export interface ServiceOffer {
  _id: string;
  code: string;
  name: string;
  icon: string;
  price: number;
  /** Numbers available now; 0 until the activations service reports stock. */
  count: number;
}

export interface ServicesPage {
  country: string;
  carrier: string | null;
  /** The admin's global switch: when off, nothing is sold. */
  enabled: boolean;
  items: ServiceOffer[];
}

export interface OtpPriceView {
  service: string;
  name: string;
  country: string;
  carrier: string | null;
  price: number;
  priceMicros: number;
}

export interface RentalPriceRow {
  /** null: any service. */
  service: string | null;
  name: string | null;
  periodHours: number;
  price: number;
}

export interface RentalPriceTable {
  country: string;
  /** The period shown by default. */
  defaultPeriodHours: number;
  rows: RentalPriceRow[];
}

/** A (service, country, carrier) price row as the back office edits it (the SPEC's admin "Service"). */
export interface AdminOfferView {
  _id: string;
  serviceId: string;
  service: string;
  name: string;
  country: string;
  carrier: string | null;
  price: number;
  pattern: string | null;
  senders: string[];
  callDigits: number | null;
  enabled: boolean;
}

export interface CodeRuleView {
  service: string;
  pattern?: string;
  senders?: string[];
  callDigits?: number;
}
