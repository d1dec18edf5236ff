import { account as enAccount } from './locales/en/account';
import { activations as enActivations } from './locales/en/activations';
import { catalog as enCatalog } from './locales/en/catalog';
import { common as enCommon } from './locales/en/common';
import { content as enContent } from './locales/en/content';
import { account as ruAccount } from './locales/ru/account';
import { activations as ruActivations } from './locales/ru/activations';
import { catalog as ruCatalog } from './locales/ru/catalog';
import { common as ruCommon } from './locales/ru/common';
import { content as ruContent } from './locales/ru/content';
import { account as ukAccount } from './locales/uk/account';
import { activations as ukActivations } from './locales/uk/activations';
import { catalog as ukCatalog } from './locales/uk/catalog';
import { common as ukCommon } from './locales/uk/common';
import { content as ukContent } from './locales/uk/content';

/**
 * Every text of the apps: `common` (shell), `content` (public pages), `account` (auth, profile,
 * payment), `catalog` (services and prices), `activations` (one-time numbers and their history).
 */
export const resources = {
  en: { common: enCommon, content: enContent, account: enAccount, catalog: enCatalog, activations: enActivations },
  ru: { common: ruCommon, content: ruContent, account: ruAccount, catalog: ruCatalog, activations: ruActivations },
  uk: { common: ukCommon, content: ukContent, account: ukAccount, catalog: ukCatalog, activations: ukActivations },
} as const;

export const NAMESPACES = ['common', 'content', 'account', 'catalog', 'activations'] as const;
export type Namespace = (typeof NAMESPACES)[number];
