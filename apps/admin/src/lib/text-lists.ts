/** `tg, wa ,vk` as `['tg', 'wa', 'vk']` (an empty text: none). */
export const splitList = (text: string, normalise: (item: string) => string = (item) => item): string[] =>
  text
    .split(',')
    .map((item) => normalise(item.trim()))
    .filter(Boolean);

export const joinList = (items: readonly string[]): string => items.join(', ');

/** `tg=0.2, wa=0.3` as `{tg: 0.2, wa: 0.3}`; null when an entry is not `service=amount`. */
export function parseAmounts(text: string): Record<string, number> | null {
  const amounts: Record<string, number> = {};
  for (const entry of splitList(text)) {
    const [key, value, ...rest] = entry.split('=').map((part) => part.trim());
    const amount = Number((value ?? '').replace(',', '.'));
    if (!key || value === undefined || value === '' || rest.length || !Number.isFinite(amount) || amount < 0) return null;
    amounts[key.toLowerCase()] = amount;
  }
  return amounts;
}

export const formatAmounts = (amounts: Record<string, number>): string =>
  Object.entries(amounts)
    .map(([key, value]) => `${key}=${value}`)
    .join(', ');
