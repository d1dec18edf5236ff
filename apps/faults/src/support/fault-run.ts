import { drained } from './drain';
import { FaultInjector } from './faults';
import { FaultSystem } from './fault-system';
import { checkInvariants, InvariantResult } from './invariants';
import { LoadClient } from './load';
import { LoadHttp } from './load-http';
import { LoadRecords } from './load-records';
import { OutageLog } from './outages';
import { RunOptions } from './run-options';
import { SeededRandom } from './seeded-random';
import { Triggers } from './triggers';

export interface RunReport {
  options: RunOptions;
  operations: number;
  answers: Map<string, Map<number, number>>;
  faults: Map<string, number>;
  smsSent: number;
  purchases: number;
  webhooks: { received: number; refused: number };
  drained: boolean;
  invariants: InvariantResult[];
  /** Answers that broke a promise: a 500, or a 503 while nothing was down. */
  badAnswers: string[];
  /** 503s (or no answer) while something was down: allowed, counted. */
  unavailableDuringOutages: number;
}

/** Time for the system to finish its work after the load stops (webhook retries come 10 s apart). */
const DRAIN_MS = 240_000;

/** Runs the load with faults for the options' minutes, lets it drain, checks every invariant. */
export async function runUnderFaults(sut: FaultSystem, options: RunOptions, random: SeededRandom, triggers: Triggers, log: (line: string) => void): Promise<RunReport> {
  const outages = new OutageLog(15_000);
  const http = new LoadHttp(sut.gateways, outages, triggers);
  const records = new LoadRecords();
  const stopAt = Date.now() + options.minutes * 60_000;
  const stopped = () => Date.now() >= stopAt;
  const rack = sut.system.rack;
  if (!rack) throw new Error('the fault suite needs the rack');
  const ctx = { http, rack, records, triggers, countries: sut.countries, rentCountries: sut.rentCountries, stopped };
  const injector = new FaultInjector({ system: sut.system, servers: sut.servers, outages, triggers, random: random.fork(), log });
  log(`load: ${options.clients} clients for ${options.minutes} minutes, seed ${options.seed}`);
  await Promise.all([...sut.accounts.map((account) => new LoadClient(ctx, account, random.fork()).run()), injector.run(stopped)]);
  log(`load stopped after ${http.operations} operations; draining`);

  const db = await sut.connectDb();
  try {
    const settled = await drained(db, sut.system.natsUrl, sut.system.namespace, records, DRAIN_MS).then(
      () => true,
      (error: unknown) => (log(`not drained: ${String(error)}`), false),
    );
    return {
      options,
      operations: http.operations,
      answers: http.tally,
      faults: injector.injected,
      smsSent: records.sms.length,
      purchases: records.purchases.length,
      webhooks: sut.webhooks,
      drained: settled,
      invariants: await checkInvariants(db, records),
      badAnswers: http.violations(),
      unavailableDuringOutages: http.unavailableDuringOutages(),
    };
  } finally {
    await db.end();
  }
}

/** The figures of a run, as printed for the humans who ran it. */
export function formatReport(report: RunReport): string {
  const lines = [
    `seed ${report.options.seed}, ${report.options.minutes} minutes, ${report.options.clients} clients`,
    `operations: ${report.operations} requests, ${report.purchases} purchases answered 201, ${report.smsSent} SMS to the rack, webhooks ${report.webhooks.received} accepted / ${report.webhooks.refused} refused by the receiver`,
    'answers:',
    ...[...report.answers].map(([op, byStatus]) => `  ${op.padEnd(12)} ${[...byStatus].sort(([a], [b]) => a - b).map(([status, n]) => `${status || 'none'}×${n}`).join(' ')}`),
    `faults injected (${[...report.faults.values()].reduce((a, b) => a + b, 0)}):`,
    ...[...report.faults].map(([name, n]) => `  ${name}: ${n}`),
    `drained: ${report.drained ? 'yes' : 'NO'}`,
    `invariants (${report.invariants.length}):`,
    ...report.invariants.flatMap((r) => [`  ${r.violations.length ? '✖' : '✔'} ${r.name} (${r.checked} checked)`, ...r.violations.slice(0, 20).map((v) => `      ${v}`)]),
    `  ${report.badAnswers.length ? '✖' : '✔'} no 500 ever, no 503 while nothing was down (${report.unavailableDuringOutages} answered 503 or nothing during an outage)`,
    ...report.badAnswers.slice(0, 20).map((v) => `      ${v}`),
    `violations: ${violations(report).length}`,
  ];
  return lines.join('\n');
}

export function violations(report: RunReport): string[] {
  return [...report.invariants.flatMap((r) => r.violations.map((v) => `${r.name}: ${v}`)), ...report.badAnswers, ...(report.drained ? [] : ['the system did not drain'])];
}
