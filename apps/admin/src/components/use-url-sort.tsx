import type { ListOrder } from '@simrelay/api-client';
import { useSearchParams } from 'react-router-dom';
import { Sort, SortableHeader } from './sortable-header';

interface UrlSortOptions {
  /** For a list inside a page: `?ledgerSort=&ledgerOrder=`. */
  prefix?: string;
  /** The URL parameter of the list's page, dropped on a new sort. */
  pageParam?: string;
  /** Called on a new sort (a list keeping its page in state goes back to the first). */
  onChange?: () => void;
}

/**
 * A list sorted on the server, its sort kept in the URL (`?sort=createdAt&order=desc`), so a
 * reload or a shared link shows the same order. `columns` are the list's sortable columns; until
 * one is chosen the list shows the server's default order (`fallback`) and sends nothing.
 * `header` draws a column head that sorts by its key (a button, so keyboard operable, with
 * `aria-sort` on the cell).
 */
export function useUrlSort<K extends string>(columns: readonly K[], fallback: Sort<K>, { prefix = '', pageParam, onChange }: UrlSortOptions = {}) {
  const [params, setParams] = useSearchParams();
  const sortName = prefix ? `${prefix}Sort` : 'sort';
  const orderName = prefix ? `${prefix}Order` : 'order';
  const key = params.get(sortName) as K | null;
  const chosen = key !== null && columns.includes(key);
  const sort: Sort<K> = chosen ? { key, dir: params.get(orderName) === 'desc' ? 'desc' : 'asc' } : fallback;
  const request: ListOrder<K> = chosen ? { sort: sort.key, order: sort.dir } : {};
  const setSort = (next: Sort<K>) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set(sortName, next.key);
      updated.set(orderName, next.dir);
      if (pageParam) updated.delete(pageParam);
      return updated;
    });
    onChange?.();
  };
  const header = (sortKey: K, label: string) => <SortableHeader label={label} sortKey={sortKey} sort={sort} onSort={setSort} />;
  return { sort, request, header };
}
