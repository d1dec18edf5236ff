import { normalizeText } from './text-normalization';

/** A sender as compared with aliases: lower case, letters and digits only ('VK.com' -> 'vkcom'). */
export function senderKey(sender: string): string {
  return normalizeText(sender).toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/** Aliases come from the catalog, a bounded set read on every message: each one's key is kept. */
const aliasKeys = new Map<string, string>();
const MAX_ALIAS_KEYS = 10_000;

function aliasKey(alias: string): string {
  let key = aliasKeys.get(alias);
  if (key === undefined) {
    if (aliasKeys.size >= MAX_ALIAS_KEYS) aliasKeys.clear();
    key = senderKey(alias);
    aliasKeys.set(alias, key);
  }
  return key;
}

/** Whether a sender's key (`senderKey`) is one of the aliases'. Exact: no prefix or substring match. */
export function senderKeyMatches(key: string, aliases: readonly string[] | undefined): boolean {
  return key !== '' && !!aliases?.some((alias) => aliasKey(alias) === key);
}
