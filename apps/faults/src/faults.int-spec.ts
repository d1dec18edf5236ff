import { formatReport, runUnderFaults, violations } from './support/fault-run';
import { FaultSystem, startFaultSystem } from './support/fault-system';
import { runOptions } from './support/run-options';
import { SeededRandom } from './support/seeded-random';
import { Triggers } from './support/triggers';

/**
 * The fault suite (docs/faults.md): the whole system, doubled, under a steady mixed load while
 * services are killed and servers taken away; afterwards the databases must show that nothing
 * was lost, doubled or handed to two users. CI runs it briefly with a fixed seed; `npm run
 * faults -- --minutes 30 --seed N` runs it longer.
 */
describe('under faults', () => {
  const options = runOptions();
  const random = new SeededRandom(options.seed);
  const triggers = new Triggers();
  const log = (line: string) => process.stdout.write(`[faults] ${line}\n`);
  let sut: FaultSystem | undefined;

  beforeAll(async () => {
    log(`seed ${options.seed} (replay: npm run faults -- --minutes ${options.minutes} --seed ${options.seed})`);
    sut = await startFaultSystem(options.clients, random.fork(), triggers);
  }, 600_000);
  afterAll(async () => {
    await sut?.stop();
  }, 120_000);

  it(
    'loses, doubles and misroutes nothing',
    async () => {
      if (!sut) throw new Error('the system did not start');
      const report = await runUnderFaults(sut, options, random, triggers, log);
      log(`\n${formatReport(report)}`);
      expect(violations(report)).toEqual([]);
    },
    // The load's minutes, the faults still in progress when they end, and the drain.
    options.minutes * 60_000 + 600_000,
  );
});
