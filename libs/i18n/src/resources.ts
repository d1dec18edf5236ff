import { account as enAccount } from './locales/en/account';
import { common as enCommon } from './locales/en/common';
import { content as enContent } from './locales/en/content';
import { account as ruAccount } from './locales/ru/account';
import { common as ruCommon } from './locales/ru/common';
import { content as ruContent } from './locales/ru/content';
import { account as ukAccount } from './locales/uk/account';
import { common as ukCommon } from './locales/uk/common';
import { content as ukContent } from './locales/uk/content';

/** Every text of the apps: `common` (shell), `content` (public pages), `account` (auth, profile, payment). */
export const resources = {
  en: { common: enCommon, content: enContent, account: enAccount },
  ru: { common: ruCommon, content: ruContent, account: ruAccount },
  uk: { common: ukCommon, content: ukContent, account: ukAccount },
} as const;

export const NAMESPACES = ['common', 'content', 'account'] as const;
export type Namespace = (typeof NAMESPACES)[number];
