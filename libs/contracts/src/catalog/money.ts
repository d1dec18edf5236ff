/** Money travels as integer micro-dollars; dollars appear only at the edges. */
export const MICROS_PER_DOLLAR = 1_000_000;

export const dollarsToMicros = (dollars: number): number => Math.round(dollars * MICROS_PER_DOLLAR);
export const microsToDollars = (micros: number): number => Math.round(micros) / MICROS_PER_DOLLAR;
