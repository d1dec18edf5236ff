import { LAST_SERVICE, POPULAR_SERVICES } from './service-icons';

export type ServiceGroup = 'favourite' | 'popular' | 'other';

/**
 * The order users of such services expect: their starred services, then the popular ones in
 * the order people look for them, then the rest by name ("Any other" last).
 */
export function orderServices<T extends { code: string; name: string }>(items: readonly T[], favourites: readonly string[], lang: string): Array<T & { group: ServiceGroup }> {
  const rank = (item: T): [number, number] => {
    const fav = favourites.indexOf(item.code);
    if (fav >= 0) return [0, fav];
    const popular = POPULAR_SERVICES.indexOf(item.code);
    if (popular >= 0) return [1, popular];
    return [item.code === LAST_SERVICE ? 3 : 2, 0];
  };
  return items
    .map((item) => ({ item, rank: rank(item) }))
    .sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.item.name.localeCompare(b.item.name, lang))
    .map(({ item, rank }) => ({ ...item, group: rank[0] === 0 ? 'favourite' : rank[0] === 1 ? 'popular' : 'other' }));
}
