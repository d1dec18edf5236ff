/** A translation must have exactly the English catalogue's keys, each a string. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
