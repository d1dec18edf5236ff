import { account as enAccount } from './locales/en/account';
import { admin as enAdmin } from './locales/en/admin';
import { activations as enActivations } from './locales/en/activations';
import { catalog as enCatalog } from './locales/en/catalog';
import { common as enCommon } from './locales/en/common';
import { content as enContent } from './locales/en/content';
import { rentals as enRentals } from './locales/en/rentals';
import { account as ruAccount } from './locales/ru/account';
import { admin as ruAdmin } from './locales/ru/admin';
import { activations as ruActivations } from './locales/ru/activations';
import { catalog as ruCatalog } from './locales/ru/catalog';
import { common as ruCommon } from './locales/ru/common';
import { content as ruContent } from './locales/ru/content';
import { rentals as ruRentals } from './locales/ru/rentals';
import { account as ukAccount } from './locales/uk/account';
import { admin as ukAdmin } from './locales/uk/admin';
import { activations as ukActivations } from './locales/uk/activations';
import { catalog as ukCatalog } from './locales/uk/catalog';
import { common as ukCommon } from './locales/uk/common';
import { content as ukContent } from './locales/uk/content';
import { rentals as ukRentals } from './locales/uk/rentals';

/**
 * Every text of the apps: `common` (shell), `content` (public pages), `account` (auth, profile,
 * payment), `catalog` (services and prices), `activations` (one-time numbers and their history), `rentals` (long-term rentals),
 * `admin` (the back office).
 */
export const resources = {
  en: { common: enCommon, content: enContent, account: enAccount, catalog: enCatalog, activations: enActivations, rentals: enRentals, admin: enAdmin },
  ru: { common: ruCommon, content: ruContent, account: ruAccount, catalog: ruCatalog, activations: ruActivations, rentals: ruRentals, admin: ruAdmin },
  uk: { common: ukCommon, content: ukContent, account: ukAccount, catalog: ukCatalog, activations: ukActivations, rentals: ukRentals, admin: ukAdmin },
} as const;

export const NAMESPACES = ['common', 'content', 'account', 'catalog', 'activations', 'rentals', 'admin'] as const;
export type Namespace = (typeof NAMESPACES)[number];
