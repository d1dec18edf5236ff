import { resources } from '@simrelay/i18n';
import { ReactElement, useCallback, useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { CASHBACK_FROM_MICROS, TOPUP_METHODS } from '@simrelay/contracts/topup-rules';
import { RENTAL_RULES } from '@simrelay/contracts/rental-rules';
import { env } from '../../../config/env';
import { formatDollars } from '../../../lib/money';

/** The English `content` catalogue: it defines which keys (sections, questions, paragraphs) exist. */
export const contentCatalogue = resources.en.content;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every text key of the `content` namespace; a typo is a type error, not a raw key on screen. */
export type ContentKey = Leaves<typeof contentCatalogue>;

type Values = Record<string, string | number>;

/** The keys of a catalogue group, in the order the English catalogue lists them. */
export function keysOf<T extends object>(group: T): (keyof T & string)[] {
  return Object.keys(group) as (keyof T & string)[];
}

/**
 * Values every content text may use: the brand and the support contacts come from
 * configuration; amounts from the rules billing and rentals apply, in the reader's language.
 */
const defaults = (lang: string): Values => ({
  brand: env.brandName,
  email: env.supportEmail,
  restorePrice: formatDollars(RENTAL_RULES.restoreMicros / 1e6, lang),
  minCard: formatDollars(TOPUP_METHODS.card.minMicros / 1e6, lang),
  minPayeer: formatDollars(TOPUP_METHODS.payeer.minMicros / 1e6, lang),
  cashbackFrom: formatDollars(CASHBACK_FROM_MICROS / 1e6, lang),
});

/** `text(key, values)`: a content text in the current language, with `{{brand}}` and `{{email}}` filled in. */
export function useContentText() {
  const { t, i18n } = useTranslation('content');
  const text = useCallback((key: ContentKey, values?: Values): string => t(key, { ...defaults(i18n.language), ...values }), [t, i18n.language]);
  return { text, lang: i18n.language };
}

/**
 * A content text with markup: `<support>chat</support>` in the catalogue becomes the element given
 * as `components.support`. Tags the text does not use are ignored.
 */
export function RichText({ k, components, values }: { k: ContentKey; components?: Record<string, ReactElement>; values?: Values }) {
  const { t, i18n } = useTranslation('content');
  return <Trans t={t} i18nKey={k as string} components={components} values={{ ...defaults(i18n.language), ...values }} />;
}

/** Sets the browser tab title (pages that do not use the shell's `<Page>`). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
