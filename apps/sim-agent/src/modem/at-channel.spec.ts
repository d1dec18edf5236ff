import { createLogger } from '@simrelay/logging';
import { Unsolicited } from '@simrelay/gsm';
import { ManualClock, settle } from '../testing/manual-clock';
import { AtChannel, responsePrefix, SYNC_PROBE } from './at-channel';
import { AtCommandError, AtTimeoutError, PortClosedError } from './at-errors';

const logger = createLogger('test', 'silent');

/** A modem on the other end of the line, answering each command from a script. */
function setup(answers: Record<string, string | null>) {
  const clock = new ManualClock();
  const written: string[] = [];
  const urcs: Unsolicited[] = [];
  const channel: AtChannel = new AtChannel({
    path: '/dev/ttyTEST',
    clock,
    logger,
    defaultTimeoutMs: 1000,
    onUnsolicited: (urc) => urcs.push(urc),
    write: async (data) => {
      const command = data.toString().replace(/\r$/, '');
      written.push(command);
      const answer = answers[command];
      if (answer !== null && answer !== undefined) setImmediate(() => channel.feed(Buffer.from(answer)));
    },
  });
  return { channel, clock, written, urcs };
}

describe('AtChannel', () => {
  it('runs one command at a time and returns its intermediate lines', async () => {
    const { channel, written } = setup({ 'AT+CGMI': '\r\nQuectel\r\n\r\nOK\r\n', 'AT+CGMM': '\r\nEC25\r\n\r\nOK\r\n' });
    const first = channel.run('AT+CGMI');
    const second = channel.run('AT+CGMM');
    expect(written).toEqual([]); // queued behind the chain's first tick
    await expect(first).resolves.toEqual(['Quectel']);
    await expect(second).resolves.toEqual(['EC25']);
    expect(written).toEqual(['AT+CGMI', 'AT+CGMM']);
  });

  it('skips the echo of the command', async () => {
    const { channel } = setup({ ATE0: 'ATE0\r\r\nOK\r\n' });
    await expect(channel.run('ATE0')).resolves.toEqual([]);
  });

  it('picks unsolicited lines out of the middle of an answer', async () => {
    const pdu = '07911326040000F0040B911346610089F60000208062917314080CC8329BFD065DDF72363904';
    const { channel, urcs } = setup({
      'AT+CMGL=4': `\r\n+CMGL: 1,0,,39\r\n${pdu}\r\n+CMTI: "SM",2\r\nRING\r\n+CMGL: 3,1,,39\r\n${pdu}\r\n\r\nOK\r\n`,
    });
    await expect(channel.run('AT+CMGL=4')).resolves.toEqual(['+CMGL: 1,0,,39', pdu, '+CMGL: 3,1,,39', pdu]);
    expect(urcs).toEqual([{ type: 'cmti', storage: 'SM', index: 2 }, { type: 'ring' }]);
  });

  it('keeps vendor status lines out of answers, unless they are the answer', async () => {
    const { channel } = setup({
      'AT+CGMI': '\r\n^RSSI:18\r\nhuawei\r\n+QIND: SMS DONE\r\n\r\nOK\r\n',
      'AT+CPIN?': '\r\n^BOOT:1,0,0,0,0\r\n+CPIN: READY\r\n\r\nOK\r\n',
    });
    await expect(channel.run('AT+CGMI')).resolves.toEqual(['huawei']);
    await expect(channel.run('AT+CPIN?')).resolves.toEqual(['+CPIN: READY']);
  });

  it('takes +CREG: as the answer of AT+CREG? and as unsolicited otherwise', async () => {
    const { channel, urcs } = setup({ 'AT+CREG?': '\r\n+CREG: 1,5\r\n\r\nOK\r\n' });
    await expect(channel.run('AT+CREG?')).resolves.toEqual(['+CREG: 1,5']);
    channel.feed(Buffer.from('\r\n+CREG: 2\r\n'));
    expect(urcs).toEqual([{ type: 'creg', status: 2 }]);
  });

  it('hands +CUSD to the unsolicited side even while AT+CUSD runs', async () => {
    const { channel, urcs } = setup({ 'AT+CUSD=1,"*100#",15': '\r\n+CUSD: 0,"Balance 5.00",15\r\n\r\nOK\r\n' });
    await expect(channel.run('AT+CUSD=1,"*100#",15')).resolves.toEqual([]);
    expect(urcs).toEqual([{ type: 'cusd', status: 0, text: 'Balance 5.00', dcs: 15 }]);
  });

  it('joins +CMT: with the PDU line that follows it', async () => {
    const { channel, urcs } = setup({});
    channel.feed(Buffer.from('\r\n+CMT: ,24\r\n0791'));
    channel.feed(Buffer.from('1326\r\n'));
    expect(urcs).toEqual([{ type: 'cmt', length: 24, pdu: '07911326' }]);
  });

  it('rejects with the CME error and its meaning', async () => {
    const { channel } = setup({ 'AT+CCID': '\r\n+CME ERROR: 10\r\n' });
    const error = await channel.run('AT+CCID').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AtCommandError);
    expect((error as AtCommandError).cme).toBe(10);
    expect((error as AtCommandError).message).toMatch(/AT\+CCID: CME ERROR 10 \(.*SIM not inserted.*\)/i);
  });

  it('times out a silent command and goes on with the next', async () => {
    const { channel, clock } = setup({ 'AT+CSQ': null, 'AT+CMEE?': '\r\n+CMEE: 1\r\n\r\nOK\r\n', AT: '\r\nOK\r\n' });
    const silent = channel.run('AT+CSQ', 500);
    const next = channel.run('AT');
    await settle();
    await clock.advance(500);
    await expect(silent).rejects.toBeInstanceOf(AtTimeoutError);
    await expect(next).resolves.toEqual([]);
  });

  it('after a timeout, drops the late answer instead of taking it as the next command\'s', async () => {
    const { channel, clock, written } = setup({ 'AT+CSQ': null, 'AT+CMEE?': null, 'AT+CGMI': '\r\nQuectel\r\n\r\nOK\r\n' });
    const silent = channel.run('AT+CSQ', 500);
    const next = channel.run('AT+CGMI');
    await settle();
    await clock.advance(500);
    await expect(silent).rejects.toBeInstanceOf(AtTimeoutError);
    await settle();
    expect(written).toEqual(['AT+CSQ', SYNC_PROBE]);
    // The modem wakes up: first the answer of AT+CSQ, then the probe's own.
    channel.feed(Buffer.from('\r\n+CSQ: 17,99\r\n\r\nOK\r\n'));
    await settle();
    expect(written).toEqual(['AT+CSQ', SYNC_PROBE]);
    channel.feed(Buffer.from('\r\n+CMEE: 2\r\n\r\nOK\r\n'));
    await expect(next).resolves.toEqual(['Quectel']);
    expect(written).toEqual(['AT+CSQ', SYNC_PROBE, 'AT+CGMI']);
    // In step again: no probe before the command after.
    const after = channel.run('AT+CGMI');
    await expect(after).resolves.toEqual(['Quectel']);
    expect(written).toEqual(['AT+CSQ', SYNC_PROBE, 'AT+CGMI', 'AT+CGMI']);
  });

  it('drops a late error too, and keeps probing while the modem stays silent', async () => {
    const { channel, clock, written } = setup({ 'AT+CSQ': null, 'AT+CMEE?': null, AT: '\r\nOK\r\n' });
    const silent = channel.run('AT+CSQ', 500);
    const second = channel.run('AT', 500);
    const third = channel.run('AT', 500);
    await settle();
    await clock.advance(500);
    await expect(silent).rejects.toBeInstanceOf(AtTimeoutError);
    await settle();
    await clock.advance(500);
    await expect(second).rejects.toMatchObject({ name: 'AtTimeoutError', command: SYNC_PROBE });
    await settle();
    channel.feed(Buffer.from('\r\n+CME ERROR: 100\r\n'));
    channel.feed(Buffer.from('\r\n+CMEE: 1\r\n\r\nOK\r\n'));
    await expect(third).resolves.toEqual([]);
    expect(written).toEqual(['AT+CSQ', SYNC_PROBE, SYNC_PROBE, 'AT']);
  });

  it('fails the running and queued commands when the port closes, and later ones at once', async () => {
    const { channel } = setup({ 'AT+CSQ': null });
    const running = channel.run('AT+CSQ');
    const queued = channel.run('AT');
    await settle();
    channel.close();
    await expect(running).rejects.toBeInstanceOf(PortClosedError);
    await expect(queued).rejects.toBeInstanceOf(PortClosedError);
    await expect(channel.run('AT')).rejects.toBeInstanceOf(PortClosedError);
  });

  it('knows which lines answer which command', () => {
    expect(responsePrefix('AT+CMGL=4')).toBe('+CMGL:');
    expect(responsePrefix('AT^ICCID?')).toBe('^ICCID:');
    expect(responsePrefix('at!iccid?')).toBe('!ICCID:');
    expect(responsePrefix('ATE0')).toBeNull();
  });
});
