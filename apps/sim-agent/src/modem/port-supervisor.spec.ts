import { Unsolicited } from '@simrelay/gsm';
import { EmulatedModemOptions } from '@simrelay/modem-emulator';
import { waitFor } from '@simrelay/testing';
import { systemClock } from '../clock';
import { LogEvent } from '../log-events';
import { ModemLine, modemLinePerTest } from '../testing/modem-line';
import { PortClosedError } from './at-errors';
import { PortSupervisor } from './port-supervisor';

describe('PortSupervisor on an emulated modem', () => {
  const openLine = modemLinePerTest();
  const running: PortSupervisor[] = [];
  afterEach(async () => {
    for (const supervisor of running.splice(0)) await supervisor.stop();
  });

  /** A supervisor whose setup asks the modem for ATE0 (or fails with `setupError`) and answers `setupResult`. */
  async function supervise(o: { modem?: Partial<EmulatedModemOptions>; sweepIntervalMs?: number; reopenMinMs?: number } = {}) {
    const line = await openLine({ modems: [{ rebootMs: 20, ...o.modem }], clock: systemClock, commandTimeoutMs: 200, attach: false });
    const seen = { setups: 0, ticks: 0, urcs: [] as Unsolicited[], closed: [] as Error[], lost: [] as Error[] };
    const behaviour: { setupResult: 'ready' | 'no-sim'; setupError: Error | null } = { setupResult: 'ready', setupError: null };
    const supervisor = new PortSupervisor({
      path: line.modem.path,
      settings: { baudRate: 115200, commandTimeoutMs: 200, reopenMinMs: o.reopenMinMs ?? 10, reopenMaxMs: Math.max(40, o.reopenMinMs ?? 0), resetReadyTimeoutMs: 3000, sweepIntervalMs: o.sweepIntervalMs ?? 60_000 },
      binding: line.rack.binding,
      clock: systemClock,
      log: line.log,
      status: line.status,
      commands: line.commands,
      iccid: () => line.modem.sim?.iccid ?? null,
      hooks: {
        setup: async () => {
          seen.setups++;
          await line.commands.run('ATE0');
          if (behaviour.setupError) throw behaviour.setupError;
          return behaviour.setupResult;
        },
        tick: async () => {
          seen.ticks++;
        },
        unsolicited: (urc) => seen.urcs.push(urc),
        closed: (error) => seen.closed.push(error),
        lost: (error) => seen.lost.push(error),
      },
    });
    line.channelFrom(() => supervisor.channel);
    running.push(supervisor);
    return { line, supervisor, seen, behaviour };
  }

  const reaches = (line: ModemLine, state: string) => waitFor(async () => (line.status.state === state ? true : undefined), `state ${state}`);

  it('opens the port, has the modem set up, ticks, and hands over unsolicited lines', async () => {
    const { line, supervisor, seen } = await supervise();
    supervisor.start();
    await reaches(line, 'ready');
    await waitFor(async () => (seen.ticks > 0 ? true : undefined), 'a tick');
    expect(line.logged(LogEvent.portOpened)).toEqual([expect.objectContaining({ baudRate: 115200 })]);
    line.modem.receiveCall({ caller: '+447700900401', rings: 1 });
    await waitFor(async () => (seen.urcs.length > 0 ? true : undefined), 'the RING');
    expect(seen.urcs[0]).toEqual({ type: 'ring' });
  });

  it('reopens a port that vanished, with backoff, once the device is back', async () => {
    const { line, supervisor, seen } = await supervise();
    supervisor.start();
    await reaches(line, 'ready');
    line.modem.disconnect();
    await reaches(line, 'lost');
    await line.waitForLog(LogEvent.portOpenFailed);
    expect(seen.lost).toHaveLength(1);
    expect(seen.closed[0]).toEqual(new PortClosedError(line.modem.path, 'port lost'));
    expect(line.logged(LogEvent.portLost)).toEqual([expect.objectContaining({ iccid: line.modem.sim?.iccid })]);
    await expect(line.commands.run('AT')).rejects.toThrow(PortClosedError);

    line.modem.reconnect();
    await line.waitForLog(LogEvent.portReopened);
    await reaches(line, 'ready');
    expect(line.status.counts.reopens).toBe(1);
    expect(seen.setups).toBe(2);
  });

  it('resets the modem on request: closes, reopens, reboots it and sets it up again', async () => {
    const { line, supervisor, seen } = await supervise();
    supervisor.start();
    await reaches(line, 'ready');
    supervisor.requestReset('restart command');
    await line.waitForLog(LogEvent.modemReset);
    await reaches(line, 'ready');
    expect(line.modem.commandLog()).toContain('AT+CFUN=1,1');
    expect(line.logged(LogEvent.modemUnresponsive)).toEqual([expect.objectContaining({ reason: 'restart command', timeouts: 0 })]);
    expect(line.logged(LogEvent.modemRebooting)).toHaveLength(1);
    expect(line.status.counts.resets).toBe(1);
    expect(seen.setups).toBe(2);
  });

  it('keeps trying to reset a modem that does not answer, and recovers once it does', async () => {
    const { line, supervisor } = await supervise();
    supervisor.start();
    await reaches(line, 'ready');
    const hangAgain = () => line.modem.hang();
    line.modem.on('port-open', hangAgain);
    line.modem.hang();
    supervisor.requestReset('consecutive timeouts');
    await line.waitForLog(LogEvent.modemResetFailed, 2);
    expect(['lost', 'resetting']).toContain(line.status.state);
    expect(line.status.lastError).toBe('modem does not answer after reopening its port');

    line.modem.off('port-open', hangAgain);
    await line.waitForLog(LogEvent.modemReset);
    await reaches(line, 'ready');
  });

  it('retries a set-up the modem refuses, reporting it failed meanwhile', async () => {
    const { line, supervisor, seen, behaviour } = await supervise();
    behaviour.setupError = new Error('PDU mode refused');
    supervisor.start();
    await reaches(line, 'failed');
    expect(line.logged(LogEvent.modemInitFailed)[0]).toMatchObject({ err: expect.objectContaining({ message: 'PDU mode refused' }) });
    expect(line.status.lastError).toBe('PDU mode refused');
    behaviour.setupError = null;
    await reaches(line, 'ready');
    expect(seen.setups).toBeGreaterThanOrEqual(2);
  });

  it('looks for a SIM again every sweep interval while there is none', async () => {
    const { line, supervisor, seen, behaviour } = await supervise({ sweepIntervalMs: 20 });
    behaviour.setupResult = 'no-sim';
    supervisor.start();
    await reaches(line, 'no-sim');
    await waitFor(async () => (seen.setups >= 3 ? true : undefined), 'set-up run again');
    behaviour.setupResult = 'ready';
    await reaches(line, 'ready');
    expect(seen.ticks).toBeGreaterThan(0);
  });

  it('closes the port at stop, failing what waits for the modem, also while it waits to reopen', async () => {
    const { line, supervisor, seen } = await supervise();
    supervisor.start();
    await reaches(line, 'ready');
    const closedPort = new Promise((resolve) => line.modem.once('port-close', resolve));
    await supervisor.stop();
    await closedPort;
    expect(seen.closed.at(-1)).toEqual(new PortClosedError(line.modem.path, 'port closed'));

    // Waiting a minute before the next attempt to open: stop cuts the wait short.
    const other = await supervise({ reopenMinMs: 60_000 });
    other.line.modem.disconnect();
    other.supervisor.start();
    await other.line.waitForLog(LogEvent.portOpenFailed);
    await other.supervisor.stop();
    expect(other.line.logged(LogEvent.portOpenFailed)).toEqual([expect.objectContaining({ attempt: 1, delayMs: expect.any(Number) })]);
  });
});
