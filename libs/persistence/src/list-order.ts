/** One term of an ORDER BY. */
export interface OrderTerm {
  /** A column expression from the list's own map, never text from a request. */
  column: string;
  direction: 'ASC' | 'DESC';
}

/** A sorted list's ORDER BY, for a query builder (`condition`) or raw SQL (`sql`). */
export interface ListOrdering {
  terms: OrderTerm[];
  /** `{ 'a.created_at': 'DESC', 'a.id': 'DESC' }`: TypeORM's `orderBy(condition)` or `find({ order })` with property names. */
  condition: Record<string, 'ASC' | 'DESC'>;
  /** `a.created_at DESC, a.id DESC`: after `ORDER BY` in raw SQL. */
  sql: string;
}

/**
 * The ORDER BY of a list sorted on request. `sort` (validated against the list's allow-list at
 * the boundary) is looked up in `columns`, so only the list's own expressions reach the SQL; the
 * unique tiebreaker follows in the same direction, so pages neither repeat nor skip rows and the
 * opposite order is exactly the reverse. Without `sort` the list keeps `fallback`; with it,
 * `order` defaults to ascending.
 */
export function listOrdering<F extends string>(
  columns: Readonly<Record<F, string>>,
  request: { sort?: F | undefined; order?: 'asc' | 'desc' | undefined },
  fallback: { sort: F; order: 'asc' | 'desc' },
  tiebreaker: string,
): ListOrdering {
  const sort = request.sort !== undefined && Object.hasOwn(columns, request.sort) ? request.sort : fallback.sort;
  const order = request.sort !== undefined ? (request.order ?? 'asc') : (request.order ?? fallback.order);
  const direction = order === 'desc' ? 'DESC' : 'ASC';
  const terms: OrderTerm[] = [{ column: columns[sort], direction }];
  if (columns[sort] !== tiebreaker) terms.push({ column: tiebreaker, direction });
  return {
    terms,
    condition: Object.fromEntries(terms.map((term) => [term.column, term.direction])),
    sql: terms.map((term) => `${term.column} ${term.direction}`).join(', '),
  };
}
