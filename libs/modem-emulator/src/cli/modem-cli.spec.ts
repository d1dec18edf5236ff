import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { decodePdu } from '@simrelay/gsm';
import { startControlServer, type ControlServer } from '../control-server';
import { EmulatedModem } from '../emulated-modem';
import { EmulatedRack } from '../emulated-rack';
import { OPERATORS, simFor } from '../operators';
import { runModemCli } from './modem-cli';

const repoRoot = resolve(__dirname, '../../../..');

describe('npm run modem', () => {
  const sim = simFor(OPERATORS[0], 'cli');
  let rack: EmulatedRack;
  let control: ControlServer;

  beforeAll(async () => {
    rack = new EmulatedRack([new EmulatedModem({ id: 'modem-1', family: 'quectel', sim }), new EmulatedModem({ id: 'modem-2', family: 'simcom' })]);
    control = await startControlServer(rack, { port: 0 });
  });

  afterAll(async () => {
    await control.close();
    rack.close();
  });

  async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
    let out = '';
    let err = '';
    const code = await runModemCli(argv, { env: { MODEM_CONTROL_URL: control.url }, out: (t) => (out += t), err: (t) => (err += t) });
    return { code, out, err };
  }

  it('lists the modems as a table', async () => {
    const { code, out } = await cli('list');
    expect(code).toBe(0);
    expect(out.split('\n')[0]).toMatch(/^ID\s+FAMILY\s+NUMBER\s+PATH\s+STATE\s+SMS$/u);
    expect(out).toMatch(new RegExp(`modem-1\\s+quectel\\s+\\${sim.number}\\s+/dev/ttyEMU0\\s+ok\\s+0`, 'u'));
  });

  it('sends an SMS to a number, the text being the rest of the line', async () => {
    const { code, out } = await cli('sms', '--to', sim.number ?? '', '--from', 'Telegram', 'Telegram code 12345');
    expect([code, out]).toEqual([0, 'SMS from Telegram to modem-1: stored at 0\n']);
    expect(decodePdu(rack.modem('modem-1').storedMessages()[0].pdu)).toMatchObject({ sender: 'Telegram', text: 'Telegram code 12345' });
    const byId = await cli('sms', 'modem-2', '--from', '+447700900777', '--encoding', 'ucs2', 'Ваш', 'код', '4821');
    expect(byId.out).toBe('SMS from +447700900777 to modem-2: stored at 1\n');
    expect(decodePdu(rack.modem('modem-2').storedMessages()[0].pdu)).toMatchObject({ text: 'Ваш код 4821', encoding: 'ucs2' });
  });

  it('rings, answers USSD, fails commands, hangs and unplugs', async () => {
    expect((await cli('call', '--modem', 'modem-2', '--from', '+15551234567', '--rings', '1')).out).toBe('modem-2 is ringing\n');
    expect((await cli('ussd', '--modem', 'modem-1', '--code', '*100#', 'Balance', '3.20')).out).toBe('modem-1 answers *100# with "Balance 3.20"\n');
    expect((await cli('ussd', 'modem-1', '--code', '*101#', '--unsupported')).out).toBe('modem-1 answers *101# with +CUSD: 4\n');
    expect((await cli('fail', '--modem', 'modem-1', '--command', 'AT+CMGR', '--cms', '321', '--times', '2')).out).toBe('modem-1 fails the next 2 × AT+CMGR\n');
    expect((await cli('hang', 'modem-1')).out).toBe('modem-1: hung\n');
    expect((await cli('resume', '--modem', 'modem-1')).out).toBe('modem-1: answering\n');
    expect((await cli('disconnect', 'modem-2')).out).toBe('modem-2: disconnected\n');
    expect((await cli('list')).out).toMatch(/modem-2\s+simcom.+disconnected/u);
    expect((await cli('reconnect', 'modem-2')).out).toBe('modem-2: answering\n');
    const shown = JSON.parse((await cli('show', 'modem-1')).out);
    expect(shown).toMatchObject({ id: 'modem-1', stored: 1 });
  });

  it('prints JSON with --json', async () => {
    const { out } = await cli('list', '--json');
    expect(JSON.parse(out)).toHaveLength(2);
  });

  it('explains usage errors with exit code 2 and server refusals with 1', async () => {
    expect(await cli()).toMatchObject({ code: 2, err: expect.stringContaining('usage: npm run modem') });
    expect(await cli('sms', '--to', '+447700900123', 'hi')).toMatchObject({ code: 2, err: expect.stringContaining('give the sender: --from <sender>') });
    expect(await cli('frobnicate')).toMatchObject({ code: 2, err: expect.stringContaining('unknown command frobnicate') });
    expect(await cli('list', '--bogus')).toMatchObject({ code: 2, err: expect.stringContaining("Unknown option '--bogus'") });
    expect(await cli('sms', '--to', '+447700900999', '--from', 'X', 'hi')).toEqual({ code: 1, out: '', err: '404: no modem has the number +447700900999\n' });
    expect(await cli('help')).toMatchObject({ code: 0, out: expect.stringContaining('examples:') });
  });

  it('says when the control server is not there', async () => {
    const { code, err } = await runCaptured(['list', '--url', 'http://127.0.0.1:9']);
    expect(code).toBe(1);
    expect(err).toMatch(/^cannot reach the modem control server at http:\/\/127\.0\.0\.1:9 /u);
  });

  it('runs as the `modem` npm script entry point', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['-r', './tools/node/register.cjs', 'libs/modem-emulator/src/cli/modem.ts', 'list'], {
      cwd: repoRoot,
      env: { ...process.env, MODEM_CONTROL_URL: control.url },
    });
    expect(stdout).toContain('modem-1');
    // A new Node process compiling TypeScript: seconds on a busy machine.
  }, 60_000);
});

async function runCaptured(argv: string[]): Promise<{ code: number; err: string }> {
  let err = '';
  const code = await runModemCli(argv, { env: {}, out: () => undefined, err: (t) => (err += t) });
  return { code, err };
}
