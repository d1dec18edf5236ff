import { LanguageSelect as SharedLanguageSelect } from '@simrelay/ui';
import { switchLanguage } from '../lib/i18n';

/** The back office's language, kept in this browser. */
export function LanguageSelect() {
  return <SharedLanguageSelect onChange={switchLanguage} />;
}
