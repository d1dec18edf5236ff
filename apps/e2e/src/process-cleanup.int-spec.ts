import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './support/processes';

/** A pid that still runs (a zombie waiting for its parent to reap it has ended). */
function alive(pid: number): boolean {
  if (!existsSync(`/proc/${pid}/stat`)) return false;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

describe('nothing a test starts outlives it', () => {
  it('ends a whole system whose setup failed halfway, and what its processes started', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cleanup-'));
    const pidsFile = join(dir, 'pids.json');
    try {
      const jest = spawn(
        process.execPath,
        [join(REPO_ROOT, 'node_modules/jest/bin/jest.js'), '-c', 'apps/e2e/jest.config.cjs', '--runInBand', '--testMatch', '**/fixtures/half-setup.fixture.ts', '--testPathIgnorePatterns', '/node_modules/'],
        { cwd: REPO_ROOT, env: { ...process.env, PIDS_FILE: pidsFile }, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let output = '';
      jest.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      jest.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const [code] = (await once(jest, 'exit')) as [number | null];

      expect(output).toContain('the browser could not start');
      expect(code).not.toBe(0);
      expect(output).toMatch(/ended what the file left running: a system of seven services/);
      const pids = JSON.parse(readFileSync(pidsFile, 'utf8')) as number[];
      // Seven services, the rack, the agent and the rack's pty bridges.
      expect(pids.length).toBeGreaterThan(8);
      expect(pids.filter(alive)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
