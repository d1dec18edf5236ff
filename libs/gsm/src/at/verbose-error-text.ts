/** Modems vary case, punctuation and the '(U)SIM' spelling of the same verbose error text. */
export function verboseKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/\(u\)/gu, '')
    .replace(/[^a-z0-9]+/gu, ' ')
    .trim();
}

/** Text -> code; when two codes share a text, the first in `entries` wins. */
export function indexByVerboseText(entries: Iterable<readonly [number, string]>): ReadonlyMap<string, number> {
  const index = new Map<string, number>();
  for (const [code, meaning] of entries) {
    const key = verboseKey(meaning);
    if (!index.has(key)) index.set(key, code);
  }
  return index;
}
