/** Plural forms i18next picks by `count` (Intl.PluralRules): English has one and other; Russian and Ukrainian also few and many. */
export const PLURAL_SUFFIXES = ['_zero', '_one', '_two', '_few', '_many', '_other'] as const;

type PluralBase<K> = K extends `${infer B}_other` ? B : never;
type Singular<K> = K extends `${string}_one` | `${string}_other` ? never : K;

/**
 * A translation must have exactly the English catalogue's keys, each a string; a plural text
 * (`x_one` and `x_other` in English) needs every form its language has (`x_one`, `x_few`,
 * `x_many`, `x_other` in Russian and Ukrainian).
 */
export type Shape<T> = { [K in keyof T as Singular<K>]: T[K] extends string ? string : Shape<T[K]> } & {
  [K in keyof T as PluralBase<K> extends never ? never : `${PluralBase<K> & string}_${'one' | 'few' | 'many' | 'other'}`]: string;
};
