import { useTranslation } from 'react-i18next';

const LOCALES: Record<string, string> = { en: 'en-US', ru: 'ru-RU', uk: 'uk-UA' };
const formats = new Map<string, Intl.NumberFormat>();

/** Dollars in the user's language: `$12.34`, `12,34 $`. */
export function formatDollars(amount: number, lang: string): string {
  const locale = LOCALES[lang] ?? LOCALES['en'];
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' });
    formats.set(locale, format);
  }
  return format.format(amount);
}

/** A formatter of dollars in the interface language, re-rendering when it changes. */
export function useMoney(): (amount: number) => string {
  const { i18n } = useTranslation();
  return (amount: number) => formatDollars(amount, i18n.language);
}
