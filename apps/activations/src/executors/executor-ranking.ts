import type { DataSource } from 'typeorm';
import type { Executor } from './executor.entity';
import type { UpstreamQuote } from './upstream-client';

export interface Candidate {
  executor: Executor;
  quote: UpstreamQuote;
  priceMicros: number;
  /** Codes delivered / numbers bought recently, smoothed so a new executor gets its chance. */
  successRate: number;
}

/**
 * Recent success per executor for one service and country: codes delivered / numbers bought
 * over the window, as (delivered + 1) / (bought + 2) so that an executor without history
 * ranks as even, not as perfect or hopeless.
 */
export async function successRates(dataSource: DataSource, service: string, country: string, windowMinutes: number): Promise<Map<string, number>> {
  const rows: Array<{ executor_id: string; bought: string; delivered: string }> = await dataSource.query(
    `SELECT executor_id, count(*) AS bought, count(code_at) AS delivered
       FROM activations.resells
      WHERE service = $1 AND country = $2 AND activation_id IS NOT NULL AND created_at > now() - ($3::int * interval '1 minute')
      GROUP BY executor_id`,
    [service, country, windowMinutes],
  );
  return new Map(rows.map((r) => [r.executor_id, (Number(r.delivered) + 1) / (Number(r.bought) + 2)]));
}

/** Best first: success rate, then our price (the cost behind it), then the executor's priority. */
export function rank(candidates: Candidate[]): Candidate[] {
  return [...candidates].sort(
    (a, b) => b.successRate - a.successRate || a.quote.costMicros - b.quote.costMicros || b.executor.priority - a.executor.priority || a.executor.name.localeCompare(b.executor.name),
  );
}
