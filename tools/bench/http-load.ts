import autocannon from 'autocannon';

/** One HTTP phase as autocannon measured it. */
export interface HttpMeasurement {
  path: string;
  connections: number;
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx, and connection errors: a benchmark that hides them measures the wrong thing. */
  failures: number;
}

export interface HttpLoad {
  /** Printed name of the phase. */
  path: string;
  url: string;
  connections: number;
  seconds: number;
  /** Each request's path and headers, from its index (to go round users). */
  request: (index: number) => { path: string; headers?: Record<string, string> };
}

/**
 * Drives one URL with autocannon (keep-alive connections, each with one request in flight): a
 * load generator that costs the server's machine far less than the server, unlike a `fetch` loop.
 */
export async function runHttpLoad(load: HttpLoad): Promise<HttpMeasurement> {
  let index = 0;
  const result = await autocannon({
    url: load.url,
    connections: load.connections,
    pipelining: 1,
    duration: load.seconds,
    requests: [
      {
        setupRequest: (request) => {
          const next = load.request(index++);
          return { ...request, method: 'GET', path: next.path, headers: { ...request.headers, ...next.headers } };
        },
      },
    ],
  });
  return {
    path: load.path,
    connections: load.connections,
    requests: result.requests.total,
    seconds: result.duration,
    perSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** Slices of one phase as one row: totals summed, the median slice's p50, the worst slice's p99. */
export function joined(slices: HttpMeasurement[], path: string): HttpMeasurement {
  const requests = slices.reduce((n, m) => n + m.requests, 0);
  const seconds = slices.reduce((n, m) => n + m.seconds, 0);
  const p50s = slices.map((m) => m.p50).sort((a, b) => a - b);
  return {
    path, connections: slices[0]?.connections ?? 0, requests, seconds, perSecond: requests / seconds,
    p50: p50s[Math.floor((p50s.length - 1) / 2)] ?? Number.NaN, p99: Math.max(...slices.map((m) => m.p99)),
    failures: slices.reduce((n, m) => n + m.failures, 0),
  };
}

const HEADERS = ['path', 'conns', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'ratio vs bare'];

/** A plain-text table; `ratio` is the row's throughput over the baseline's (absent on the baseline). */
export function formatHttpResults(rows: Array<HttpMeasurement & { ratio?: number }>): string {
  const cells = rows.map((r) => [
    r.path, String(r.connections), String(r.requests), r.perSecond.toFixed(0), r.p50.toFixed(2), r.p99.toFixed(2), r.ratio === undefined ? '(baseline)' : r.ratio.toFixed(3),
  ]);
  const widths = HEADERS.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) => c.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ');
  return [line(HEADERS), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}
