import type { Lang } from '@simrelay/api-client';
import { LANGS } from '@simrelay/i18n';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api';
import { switchLanguage } from '../lib/i18n';
import { useSession } from '../stores/session-store';

const NAMES: Record<Lang, string> = { en: 'English', ru: 'Русский', uk: 'Українська' };

/** en / ru / uk; a logged-in user's choice is saved on the server too. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const change = async (lang: Lang) => {
    await switchLanguage(lang);
    if (isLoggedIn) await api.users.setLang(lang).catch(() => undefined);
  };
  return (
    <label className="language-select">
      <span className="visually-hidden">{t('nav.language')}</span>
      <select value={i18n.language} onChange={(e) => void change(e.target.value as Lang)} data-testid="language-select">
        {LANGS.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {lang.toUpperCase()} · {NAMES[lang]}
          </option>
        ))}
      </select>
    </label>
  );
}
