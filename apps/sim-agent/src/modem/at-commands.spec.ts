import { parseCsq } from '@simrelay/gsm';
import { LogEvent } from '../log-events';
import { modemLinePerTest } from '../testing/modem-line';
import { AtCommandError, AtTimeoutError, PortClosedError } from './at-errors';

describe('AtCommands on an emulated modem', () => {
  const openLine = modemLinePerTest();

  it('runs a command and returns its lines', async () => {
    const line = await openLine({ modems: [{ family: 'quectel' }] });
    await line.commands.run('ATE0');
    expect(await line.commands.run('AT+CGMI')).toEqual([expect.stringMatching(/quectel/i)]);
  });

  it('returns the modem refusal from attempt; a refused optional command answers nothing', async () => {
    const line = await openLine();
    await line.commands.run('AT+CMEE=1');
    line.modem.failNext('AT+CLIP', { cme: 3 }, 2);
    const refusal = await line.commands.attempt('AT+CLIP=1');
    expect(refusal).toBeInstanceOf(AtCommandError);
    expect((refusal as AtCommandError).cme).toBe(3);
    expect(await line.commands.optional('AT+CLIP=1')).toEqual([]);
    expect(line.logged(LogEvent.optionalCommandRefused)).toEqual([expect.objectContaining({ command: 'AT+CLIP=1' })]);
    await expect(line.commands.run('AT+CLIP=1')).resolves.toEqual([]);
  });

  it('parses an answer, and gives null for a refusal or an answer of another shape', async () => {
    const line = await openLine({ modems: [{ rssi: 20 }] });
    expect(await line.commands.optionalParse('AT+CSQ', parseCsq)).toMatchObject({ rssi: 20, dbm: -73 });
    expect(await line.commands.optionalParse('AT+CGMI', parseCsq)).toBeNull();
    line.modem.failNext('AT+CSQ', { plain: true });
    expect(await line.commands.optionalParse('AT+CSQ', parseCsq)).toBeNull();
  });

  it('counts timeouts in a row and asks for a reset at the limit', async () => {
    const line = await openLine({ maxConsecutiveTimeouts: 2, commandTimeoutMs: 1000 });
    line.modem.hang();
    for (const expected of [0, 1]) {
      const answer = line.commands.run('AT').catch((error: unknown) => error);
      await line.manualClock.advance(1000);
      expect(await answer).toBeInstanceOf(AtTimeoutError);
      expect(line.resetRequests).toBe(expected);
    }
    expect(line.commands.consecutiveTimeouts).toBe(2);
    expect(line.status.counts.timeouts).toBe(2);
    // The second wait is the probe's that goes first after a timeout (AtChannel).
    expect(line.status.lastError).toMatch(/no answer within 1000 ms$/);
    expect(line.logged(LogEvent.commandTimedOut).map((record) => record.consecutive)).toEqual([1, 2]);
  });

  it('counts again from zero after an answer, a refusal, or clearTimeouts', async () => {
    const line = await openLine({ maxConsecutiveTimeouts: 2 });
    const timeOut = async () => {
      line.modem.hang();
      const answer = line.commands.run('AT').catch((error: unknown) => error);
      await line.manualClock.advance(1000);
      expect(await answer).toBeInstanceOf(AtTimeoutError);
      line.modem.resume();
    };
    await timeOut();
    await line.commands.run('AT');
    await timeOut();
    line.modem.failNext('AT+CGMM', { plain: true });
    expect(await line.commands.attempt('AT+CGMM')).toBeInstanceOf(AtCommandError);
    await timeOut();
    line.commands.clearTimeouts();
    await timeOut();
    expect(line.logged(LogEvent.commandTimedOut).map((record) => record.consecutive)).toEqual([1, 1, 1, 1]);
    expect(line.resetRequests).toBe(0);
  });

  it('fails at once while no port is open, naming the state', async () => {
    const line = await openLine();
    await line.detach();
    line.status.set('lost');
    const error = await line.commands.run('AT').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PortClosedError);
    expect((error as Error).message).toMatch(/port is lost/);
    expect(line.status.counts.timeouts).toBe(0);
  });
});
