import { useTranslation } from 'react-i18next';

export interface Sort<K extends string> {
  key: K;
  dir: 'asc' | 'desc';
}

/** A column head that sorts by its key; a second click turns the order round. */
export function SortableHeader<K extends string>({ label, sortKey, sort, onSort }: { label: string; sortKey: K; sort: Sort<K>; onSort: (sort: Sort<K>) => void }) {
  const { t } = useTranslation();
  const active = sort.key === sortKey;
  const next = active && sort.dir === 'asc' ? 'desc' : 'asc';
  return (
    <th aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'} scope="col">
      <button type="button" className="sort-button" onClick={() => onSort({ key: sortKey, dir: next })} title={t('list.sortBy', { column: label })}>
        {label}
        <span aria-hidden="true">{active ? (sort.dir === 'asc' ? ' ▲' : ' ▼') : ' ↕'}</span>
      </button>
    </th>
  );
}

/** Orders rows by one key; nulls last whatever the direction. */
export function sortRows<T, K extends string>(rows: T[], sort: Sort<K>, value: (row: T, key: K) => string | number | boolean | null): T[] {
  const factor = sort.dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a, sort.key);
    const y = value(b, sort.key);
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return (x < y ? -1 : 1) * factor;
  });
}
