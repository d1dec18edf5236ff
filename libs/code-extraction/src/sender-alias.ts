import { normalizeText } from './text-normalization';

/** A sender as compared with aliases: lower case, letters and digits only ('VK.com' -> 'vkcom'). */
export function senderKey(sender: string): string {
  return normalizeText(sender).toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/** Whether a sender is one of the aliases. Exact after `senderKey`: no prefix or substring match. */
export function senderMatches(sender: string | undefined, aliases: readonly string[] | undefined): boolean {
  if (!sender || !aliases?.length) return false;
  const key = senderKey(sender);
  return key !== '' && aliases.some((alias) => senderKey(alias) === key);
}
