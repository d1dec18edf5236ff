import type { Lang } from '@simrelay/api-client';
import { LanguageSelect as SharedLanguageSelect } from '@simrelay/ui';
import { api } from '../lib/api';
import { switchLanguage } from '../lib/i18n';
import { useSession } from '../stores/session-store';

/** The interface language; a logged-in user's choice is saved on the server too (mails use it). */
export function LanguageSelect() {
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const change = async (lang: Lang) => {
    await switchLanguage(lang);
    if (isLoggedIn) await api.users.setLang(lang).catch(() => undefined);
  };
  return <SharedLanguageSelect onChange={change} />;
}
