import type { QueryClient, QueryKey } from '@tanstack/react-query';

const STORAGE_KEY = 'simrelay.admin.lists';
/** SPEC section 3: of the admin lists, users, numbers and services are persisted. */
const PERSISTED = new Set(['users', 'numbers', 'services']);

interface Stored {
  key: QueryKey;
  data: unknown;
  at: number;
}

const isPersisted = (key: QueryKey) => key[0] === 'admin' && PERSISTED.has(String(key[1]));

/**
 * Keeps the last users, numbers and services lists in localStorage and puts them back at
 * start (marked as old, so they show at once and are fetched again).
 */
export function persistLists(client: QueryClient): void {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as Stored[];
    for (const entry of stored) client.setQueryData(entry.key, entry.data, { updatedAt: 0 });
  } catch {
    localStorage.removeItem(STORAGE_KEY);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || !isPersisted(event.query.queryKey) || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      const entries = client
        .getQueryCache()
        .findAll({ predicate: (q) => isPersisted(q.queryKey) && q.state.data !== undefined })
        .map((q): Stored => ({ key: q.queryKey, data: q.state.data, at: q.state.dataUpdatedAt }))
        .sort((a, b) => b.at - a.at)
        .slice(0, 20);
      localStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
    }, 200);
  });
}

/** At logout: nothing of the back office stays in the browser. */
export function forgetLists(client: QueryClient): void {
  client.clear();
  localStorage.removeItem(STORAGE_KEY);
}
