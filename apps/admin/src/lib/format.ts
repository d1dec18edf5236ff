const locale = (lang: string) => (lang === 'uk' ? 'uk-UA' : lang === 'ru' ? 'ru-RU' : 'en-US');

/** Dollars as `$12.34`; amounts below a cent keep their digits (prices go to 4 decimals). */
export const formatDollars = (amount: number, lang: string): string =>
  new Intl.NumberFormat(locale(lang), { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 4 }).format(amount);

export const formatDateTime = (iso: string | null | undefined, lang: string): string =>
  iso ? new Intl.DateTimeFormat(locale(lang), { dateStyle: 'short', timeStyle: 'medium' }).format(new Date(iso)) : '—';

export const formatPercent = (share: number, lang: string): string =>
  new Intl.NumberFormat(locale(lang), { style: 'percent', maximumFractionDigits: 1 }).format(share);

/** A key for a mutation that must apply once, repeated on a retry of the same submit. */
export const requestKey = (): string => crypto.randomUUID();
