import type { InitOptions } from 'i18next';
import type { Lang } from './language';
import { NAMESPACES, resources } from './resources';

/** i18next settings shared by the web and admin apps; English fills any missing text. */
export function i18nOptions(lang: Lang): InitOptions {
  return {
    lng: lang,
    fallbackLng: 'en',
    supportedLngs: ['en', 'ru', 'uk'],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: resources as unknown as InitOptions['resources'],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  };
}
