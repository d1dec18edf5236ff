import type { Lang } from '@simrelay/api-client';
import { LANGS } from '@simrelay/i18n';
import { useTranslation } from 'react-i18next';

const NAMES: Record<Lang, string> = { en: 'English', ru: 'Русский', uk: 'Українська' };

/** en / ru / uk, each named in its own language; the app decides what a choice changes. */
export function LanguageSelect({ onChange }: { onChange: (lang: Lang) => Promise<void> }) {
  const { t, i18n } = useTranslation();
  return (
    <label className="language-select">
      <span className="visually-hidden">{t('common:nav.language')}</span>
      <select value={i18n.language} onChange={(e) => void onChange(e.target.value as Lang)} data-testid="language-select">
        {LANGS.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {lang.toUpperCase()} · {NAMES[lang]}
          </option>
        ))}
      </select>
    </label>
  );
}
