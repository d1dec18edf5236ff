/** Balances arrive in dollars; show them as `$12.34`. */
export const formatDollars = (amount: number, lang: string): string =>
  new Intl.NumberFormat(lang === 'uk' ? 'uk-UA' : lang === 'ru' ? 'ru-RU' : 'en-US', { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' }).format(amount);
