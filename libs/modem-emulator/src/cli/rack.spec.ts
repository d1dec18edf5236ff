import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { RackManifest } from '../demo-rack';
import { hasValidLuhn } from '../sim-card';
import { AtPort } from '../testing/at-port';
import { parseRackArgs } from './rack-cli';

const repoRoot = resolve(__dirname, '../../../..');

describe('the rack CLI', () => {
  it('parses its options', () => {
    expect(parseRackArgs([])).toMatchObject({ count: 4, transport: 'auto' });
    expect(parseRackArgs(['--count', '2', '--transport', 'tcp', '--tcp-port', '0', '--control-port', '7300', '--manifest', 'm.json'])).toMatchObject({
      count: 2,
      transport: 'tcp',
      tcpPort: 0,
      controlPort: 7300,
      manifest: 'm.json',
    });
    expect(parseRackArgs(['--help'])).toBeNull();
    expect(() => parseRackArgs(['--count', '0'])).toThrow('--count must be 1-64');
    expect(() => parseRackArgs(['--transport', 'usb'])).toThrow('--transport must be auto, pty or tcp');
    expect(() => parseRackArgs(['--control-port', 'x'])).toThrow('--control-port must be a port number');
  });

  it.each(['pty', 'tcp'] as const)('starts modems on %s with a manifest, and stops on SIGTERM', async (transport) => {
    const dir = await mkdtemp(join(tmpdir(), 'modem-rack-'));
    const manifestFile = join(dir, 'manifest.json');
    const child = spawn(
      process.execPath,
      ['-r', './tools/node/register.cjs', 'libs/modem-emulator/src/cli/rack.ts', '--count', '5', '--control-port', '0', '--tcp-port', '0', '--transport', transport, '--manifest', manifestFile],
      { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const exited = once(child, 'exit');
    let stderr = '';
    child.stderr.on('data', (data: Buffer) => (stderr += data.toString()));
    try {
      const [line] = (await Promise.race([
        once(createInterface({ input: child.stdout }), 'line'),
        exited.then(([code]) => Promise.reject(new Error(`the rack exited with ${code}: ${stderr}`))),
      ])) as [string];
      const manifest = JSON.parse(line) as RackManifest;
      expect(JSON.parse(await readFile(manifestFile, 'utf8'))).toEqual(manifest);
      expect(manifest.transport).toBe(transport);
      expect(manifest.modems.map((m) => m.family)).toEqual(['quectel', 'simcom', 'huawei', 'generic', 'sierra']);
      expect(new Set(manifest.modems.map((m) => m.number)).size).toBe(5);
      expect(manifest.modems.map((m) => m.number?.slice(0, 3))).toEqual(['+44', '+49', '+44', '+33', '+49']);
      for (const modem of manifest.modems) expect(hasValidLuhn(modem.iccid ?? '')).toBe(true);

      const modems = (await (await fetch(`${manifest.control}/modems`)).json()) as Array<{ id: string; path: string }>;
      expect(modems.map((m) => m.path)).toEqual(manifest.modems.map((m) => m.path));
      if (transport === 'pty') {
        const port = await AtPort.open(manifest.modems[0].path);
        expect(await port.ok('AT+QCCID')).toEqual([`+QCCID: ${manifest.modems[0].iccid}`]);
        await port.close();
      } else {
        expect(manifest.modems[0].path).toMatch(/^tcp:\/\/127\.0\.0\.1:\d+$/u);
      }
    } finally {
      child.kill('SIGTERM');
      const [code] = await exited;
      expect(code).toBe(0);
      await expect(access(manifestFile)).rejects.toThrow();
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
