import type { RentalPriceTable } from '@simrelay/api-client';

/** The price of a period for a service (null: any service): the service's own row wins over the "any service" row. */
export function rentalPriceOf(table: RentalPriceTable, service: string | null, periodHours: number): number | null {
  const rows = table.rows.filter((row) => row.periodHours === periodHours);
  const own = service ? rows.find((row) => row.service === service) : undefined;
  return (own ?? rows.find((row) => row.service === null))?.price ?? null;
}

/** The periods on sale, the default one first, then from the shortest. */
export function periodsOf(table: RentalPriceTable): number[] {
  const all = [...new Set(table.rows.map((row) => row.periodHours))].sort((a, b) => a - b);
  return all.includes(table.defaultPeriodHours) ? [table.defaultPeriodHours, ...all.filter((h) => h !== table.defaultPeriodHours)] : all;
}
