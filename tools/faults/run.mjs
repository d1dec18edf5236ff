// `npm run faults -- --minutes 30 --seed 7 [--clients 4]`: the fault suite (apps/faults) for as
// long as asked, printing operations, faults injected, invariant checks and violations.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values } = parseArgs({
  options: { minutes: { type: 'string' }, seed: { type: 'string' }, clients: { type: 'string' }, help: { type: 'boolean' } },
});
if (values.help) {
  process.stdout.write('npm run faults -- [--minutes N] [--seed N] [--clients N]\n  defaults: the CI run (apps/faults/src/support/run-options.ts)\n');
  process.exit(0);
}
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
if (values.minutes) env.FAULTS_MINUTES = values.minutes;
if (values.seed) env.FAULTS_SEED = values.seed;
if (values.clients) env.FAULTS_CLIENTS = values.clients;
const result = spawnSync(join(root, 'node_modules', '.bin', 'jest'), ['-c', 'apps/faults/jest.config.cjs', '--runInBand'], { cwd: root, stdio: 'inherit', env });
process.exit(result.status ?? 1);
