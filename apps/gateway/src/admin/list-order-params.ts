import type { ListOrder } from '@simrelay/contracts';

/** The sort and order of an admin list query, only those given (the owner applies its default otherwise). */
export function orderOf<F extends string>(query: ListOrder<F>): ListOrder<F> {
  return {
    ...(query.sort !== undefined ? { sort: query.sort } : {}),
    ...(query.order !== undefined ? { order: query.order } : {}),
  };
}
