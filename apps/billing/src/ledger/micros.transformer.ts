import type { ValueTransformer } from 'typeorm';

/** bigint columns come back from pg as strings; amounts stay far below 2^53, so numbers are exact. */
export const MICROS: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
