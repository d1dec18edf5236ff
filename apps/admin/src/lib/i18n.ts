import { i18nOptions, pickLanguage, type Lang } from '@simrelay/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useAdminSession } from '../stores/admin-session-store';

/** Starts i18next in the stored language, else the browser's (en, ru, uk), else uk. */
export function startI18n(): typeof i18next {
  const lang = pickLanguage(useAdminSession.getState().lang, navigator.languages ?? [navigator.language]);
  useAdminSession.getState().setLang(lang);
  void i18next.use(initReactI18next).init({ ...i18nOptions(lang), defaultNS: 'admin' });
  document.documentElement.lang = lang;
  return i18next;
}

export async function switchLanguage(lang: Lang): Promise<void> {
  useAdminSession.getState().setLang(lang);
  document.documentElement.lang = lang;
  await i18next.changeLanguage(lang);
}
