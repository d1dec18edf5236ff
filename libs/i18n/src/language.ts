import { LANGS, type Lang } from '@simrelay/contracts/field-rules';

export { LANGS, type Lang };

/** SPEC section 4: the stored choice; else the browser's language when en, ru or uk; else uk. */
export function pickLanguage(stored: string | null | undefined, browserLanguages: readonly string[]): Lang {
  if (stored && (LANGS as readonly string[]).includes(stored)) return stored as Lang;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if ((LANGS as readonly string[]).includes(base)) return base as Lang;
  }
  return 'uk';
}
