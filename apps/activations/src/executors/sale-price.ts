import type { Executor } from './executor.entity';

const CENT = 10_000;

/**
 * Our price for a number the executor sells at `costMicros`: the cost plus its margin, rounded
 * up to a cent; or its fixed price. Null when a fixed price would sell below cost.
 */
export function salePrice(executor: Pick<Executor, 'saleRule' | 'marginPercent' | 'fixedPriceMicros'>, costMicros: number): number | null {
  if (executor.saleRule === 'fixed') {
    const fixed = executor.fixedPriceMicros;
    return fixed !== null && fixed >= costMicros ? fixed : null;
  }
  const price = (costMicros * (100 + executor.marginPercent)) / 100;
  return Math.max(CENT, Math.ceil(Math.round(price) / CENT) * CENT);
}
