/**
 * Where a SIM is from, by its home network: the IMSI (or the registered network's MCC-MNC)
 * starts with the Mobile Country Code (ITU-T E.212). Only the countries we sell.
 */
const MCC_COUNTRY: Record<string, string> = {
  '255': 'UA', '250': 'RU', '401': 'KZ', '310': 'US', '311': 'US', '312': 'US', '313': 'US', '316': 'US', '234': 'GB', '235': 'GB',
  '262': 'DE', '208': 'FR', '260': 'PL', '214': 'ES', '222': 'IT', '204': 'NL', '286': 'TR', '404': 'IN', '405': 'IN', '510': 'ID',
  '724': 'BR', '334': 'MX', '515': 'PH', '452': 'VN', '520': 'TH', '282': 'GE', '434': 'UZ', '437': 'KG', '259': 'MD', '246': 'LT',
  '247': 'LV', '248': 'EE', '230': 'CZ', '226': 'RO', '268': 'PT', '425': 'IL',
};

export function countryOfSim(imsi: string | null, mccMnc: string | null): string | null {
  const mcc = (imsi ?? mccMnc ?? '').slice(0, 3);
  return MCC_COUNTRY[mcc] ?? null;
}

const squash = (text: string) => text.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]/g, '');

/** The catalog's carrier whose name the network's name starts with or contains ("EE" in "EE Limited"). */
export function carrierOfSim(operatorName: string | null, carriers: ReadonlyArray<{ code: string; name: string }>): string | null {
  if (!operatorName) return null;
  const network = squash(operatorName);
  if (!network) return null;
  const byLength = [...carriers].sort((a, b) => squash(b.name).length - squash(a.name).length);
  return (
    byLength.find((c) => network.startsWith(squash(c.name)) || network.startsWith(squash(c.code)))?.code ??
    byLength.find((c) => squash(c.name).length >= 3 && network.includes(squash(c.name)))?.code ??
    null
  );
}

/** Numbers as we store them: '+' and digits, from an international or national form. */
export function normalizeNumber(number: string | null, dialPrefix: string | null): string | null {
  if (!number) return null;
  const digits = number.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return /^\+\d{6,15}$/.test(digits) ? digits : null;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  if (dialPrefix && /^\d{6,15}$/.test(digits)) return `${dialPrefix}${digits.replace(/^0/, '')}`;
  return null;
}
