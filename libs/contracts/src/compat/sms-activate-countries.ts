/**
 * SMS-Activate's numeric country ids for every country we sell, so its clients' `country=16`
 * works unchanged. ISO codes (`country=GB`) work too; a country added to the catalog later is
 * reached by its ISO code until it is listed here.
 */
export const SMS_ACTIVATE_COUNTRIES: Readonly<Record<string, string>> = {
  '0': 'RU', '1': 'UA', '2': 'KZ', '3': 'CN', '4': 'PH', '6': 'ID', '7': 'MY', '10': 'VN', '11': 'KG', '13': 'IL', '15': 'PL',
  '16': 'GB', '22': 'IN', '32': 'RO', '33': 'CO', '34': 'EE', '36': 'CA', '40': 'UZ', '43': 'DE', '44': 'LT', '48': 'NL',
  '49': 'LV', '52': 'TH', '54': 'MX', '56': 'ES', '62': 'TR', '63': 'CZ', '73': 'BR', '78': 'FR', '85': 'MD', '86': 'IT',
  '117': 'PT', '128': 'GE', '187': 'US',
};

const BY_ISO = new Map(Object.entries(SMS_ACTIVATE_COUNTRIES).map(([id, iso]) => [iso, id]));

/** `16` or `GB` (any case) -> `GB`; null for anything else. */
export function smsActivateCountryOf(value: string): string | null {
  if (/^\d{1,3}$/.test(value)) return SMS_ACTIVATE_COUNTRIES[value] ?? null;
  return /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : null;
}

/** How a country is named back to the client: its numeric id where there is one. */
export function smsActivateCountryKey(iso: string): string {
  return BY_ISO.get(iso) ?? iso;
}

/** The id in its JSON answers: a number where the country has one, else its ISO code. */
export function smsActivateCountryId(iso: string): number | string {
  const key = smsActivateCountryKey(iso);
  return /^\d+$/.test(key) ? Number(key) : key;
}
