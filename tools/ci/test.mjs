// `npm test`: every check CI runs, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MachineError, prepareMachine } from './machine.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);

const steps = [
  ['lint (zero warnings)', bin('nx'), ['run-many', '-t', 'lint', '--outputStyle=stream', '--skipNxCache']],
  ['lint tools (zero warnings)', bin('eslint'), ['tools', '--max-warnings', '0']],
  ['typecheck (strict)', bin('nx'), ['run-many', '-t', 'typecheck', '--outputStyle=stream', '--skipNxCache']],
  ['typecheck tools', bin('tsc'), ['-p', 'tools/tsconfig.json', '--noEmit']],
  ['build the web app', bin('nx'), ['run', 'web:build', '--outputStyle=stream', '--skipNxCache']],
  ['build the admin app', bin('nx'), ['run', 'admin:build', '--outputStyle=stream', '--skipNxCache']],
  ['entities match migrations', process.execPath, ['-r', './tools/node/register.cjs', 'tools/db/check-migrations.ts']],
  ['unit, integration and end-to-end tests', bin('jest'), ['-c', 'jest.config.cjs', '--maxWorkers=2', ...process.argv.slice(2)]],
];

process.stdout.write('\n=== servers and browser\n');
try {
  await prepareMachine();
} catch (error) {
  process.stdout.write(`\n✖ ${error instanceof MachineError ? error.message : error.stack}\n`);
  process.exit(1);
}

for (const [title, command, args] of steps) {
  process.stdout.write(`\n=== ${title}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' } });
  if (result.status !== 0) {
    process.stdout.write(`\n✖ ${title} failed (exit ${result.status ?? result.signal})\n`);
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
}
