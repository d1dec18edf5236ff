import { Measurement, percentile, throughput } from './load-runner';

export interface ResultRow {
  path: string;
  measurement: Measurement;
  /** This row's throughput over the bare baseline's at the same concurrency; absent on the baseline itself. */
  ratio?: number;
}

const HEADERS = ['path', 'conc.', 'ops', 'seconds', 'ops/s', 'p50 ms', 'p95 ms', 'p99 ms', 'ratio vs bare'];

/** A plain-text table; a phase stopped by its time share shows its ops as `done/asked*`. */
export function formatResults(rows: ResultRow[]): string {
  const cells = rows.map(({ path, measurement: m, ratio }) => [
    path,
    String(m.concurrency),
    m.ops < m.requested ? `${m.ops}/${m.requested}*` : String(m.ops),
    m.seconds.toFixed(2),
    throughput(m).toFixed(1),
    percentile(m.latenciesMs, 50).toFixed(2),
    percentile(m.latenciesMs, 95).toFixed(2),
    percentile(m.latenciesMs, 99).toFixed(2),
    ratio === undefined ? '(baseline)' : ratio.toFixed(3),
  ]);
  const widths = HEADERS.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) => c.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ');
  const out = [line(HEADERS), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)];
  if (rows.some((r) => r.measurement.ops < r.measurement.requested)) out.push('* stopped early: its share of --max-seconds ran out');
  return out.join('\n');
}
