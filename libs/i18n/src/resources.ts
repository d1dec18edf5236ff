import { account as enAccount } from './locales/en/account';
import { catalog as enCatalog } from './locales/en/catalog';
import { common as enCommon } from './locales/en/common';
import { content as enContent } from './locales/en/content';
import { account as ruAccount } from './locales/ru/account';
import { catalog as ruCatalog } from './locales/ru/catalog';
import { common as ruCommon } from './locales/ru/common';
import { content as ruContent } from './locales/ru/content';
import { account as ukAccount } from './locales/uk/account';
import { catalog as ukCatalog } from './locales/uk/catalog';
import { common as ukCommon } from './locales/uk/common';
import { content as ukContent } from './locales/uk/content';

/** Every text of the apps: `common` (shell), `content` (public pages), `account` (auth, profile, payment), `catalog` (services and prices). */
export const resources = {
  en: { common: enCommon, content: enContent, account: enAccount, catalog: enCatalog },
  ru: { common: ruCommon, content: ruContent, account: ruAccount, catalog: ruCatalog },
  uk: { common: ukCommon, content: ukContent, account: ukAccount, catalog: ukCatalog },
} as const;

export const NAMESPACES = ['common', 'content', 'account', 'catalog'] as const;
export type Namespace = (typeof NAMESPACES)[number];
