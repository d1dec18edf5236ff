import { IsIn, IsOptional } from 'class-validator';

/** How a list sorted on the server runs: `sort` names one of the list's own fields. */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The two query parameters of a list the server sorts; absent, the list keeps its default order. */
export interface ListOrder<F extends string> {
  sort?: F;
  /** Defaults to `asc` when `sort` is given. */
  order?: SortOrder;
}

/**
 * `sort`: one of the list's allow-listed fields, anything else refused with `format` (the
 * allow-list is the only way a name reaches the service's ORDER BY).
 */
export function IsSortField(fields: readonly string[]): PropertyDecorator {
  return (target, key) => {
    IsIn([...fields], { message: 'format' })(target, key);
    IsOptional()(target, key);
  };
}

/** `order`: `asc` or `desc`. */
export function IsSortOrder(): PropertyDecorator {
  return (target, key) => {
    IsIn([...SORT_ORDERS], { message: 'format' })(target, key);
    IsOptional()(target, key);
  };
}
