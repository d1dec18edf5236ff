import type { ServiceOffer } from '@simrelay/contracts';

/**
 * SPEC section 5: search by Latin letters, case-insensitive, on the name or the short code;
 * prefix matches first, then substring matches, each alphabetical.
 */
export function searchServices(items: ServiceOffer[], search: string | undefined): ServiceOffer[] {
  const needle = (search ?? '').trim().toLowerCase();
  if (!needle) return items;
  const rank = (s: ServiceOffer): number => {
    const name = s.name.toLowerCase();
    if (s.code === needle || name === needle) return 0;
    if (name.startsWith(needle) || s.code.startsWith(needle) || name.split(/[\s.-]+/).some((w) => w.startsWith(needle))) return 1;
    return name.includes(needle) || s.code.includes(needle) ? 2 : -1;
  };
  return items
    .map((item) => ({ item, rank: rank(item) }))
    .filter((r) => r.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.item.name.localeCompare(b.item.name))
    .map((r) => r.item);
}
