import { once } from 'node:events';
import { AgentCallReport } from '@simrelay/contracts';
import { EmulatedModemOptions } from '@simrelay/modem-emulator';
import { waitFor } from '@simrelay/testing';
import { LogEvent } from '../log-events';
import { callKey } from '../outbox/idempotency-key';
import { modemLinePerTest } from '../testing/modem-line';
import { CallWatcher, CLIP_WAIT_MS } from './call-watcher';

describe('CallWatcher on an emulated modem', () => {
  const openLine = modemLinePerTest();

  async function watcher(o: { modem?: Partial<EmulatedModemOptions>; clip?: boolean; noSim?: boolean; report?: () => Promise<void> } = {}) {
    const line = await openLine({ modems: [{ ringIntervalMs: 60_000, ...o.modem }] });
    const sim = line.modem.sim;
    const reports: AgentCallReport[] = [];
    const calls = new CallWatcher({
      agentId: 'rack-1',
      path: line.path,
      sim: { iccid: o.noSim ? null : (sim?.iccid ?? null), imsi: sim?.imsi ?? null, number: sim?.number ?? null },
      commands: line.commands,
      clock: line.clock,
      callGraceMs: 3000,
      log: line.log,
      status: line.status,
      background: line.background,
      report: async (report) => {
        reports.push(report);
        await o.report?.();
      },
    });
    const rings: string[] = [];
    line.unsolicited = (urc) => {
      rings.push(urc.type);
      if (urc.type === 'ring') calls.ring();
      if (urc.type === 'clip') calls.clip(urc.number, urc.numberType);
    };
    await line.commands.run('ATE0');
    if (o.clip !== false) await calls.enable();
    /** The modem rings once (with +CLIP when enabled); resolves once the call is handled. */
    const call = async (caller: string) => {
      const ended = once(line.modem, 'call-ended');
      line.modem.receiveCall({ caller, rings: 1 });
      await ended;
      await line.background.settled();
    };
    return { line, calls, reports, rings, call };
  }

  it('reports the caller once and hangs up', async () => {
    const { line, reports, call } = await watcher();
    const at = new Date(line.clock.now()).toISOString();
    await call('+447700900401');
    const sim = line.modem.sim;
    expect(reports).toEqual([
      {
        key: callKey(sim?.iccid ?? '', '+447700900401', at),
        agentId: 'rack-1',
        iccid: sim?.iccid,
        imsi: sim?.imsi,
        number: sim?.number,
        port: line.path,
        caller: '+447700900401',
        callerType: 145,
        at,
      },
    ]);
    expect(line.modem.commandLog().filter((command) => command === 'ATH')).toHaveLength(1);
    expect(line.logged(LogEvent.callReported)).toEqual([expect.objectContaining({ caller: '+447700900401', key: reports[0].key })]);
    expect(line.logged(LogEvent.callHungUp)).toEqual([expect.objectContaining({ command: 'ATH' })]);
    expect(line.status.counts.calls).toBe(1);
  });

  it('reports a withheld number as caller null', async () => {
    const { reports, call } = await watcher();
    await call('');
    expect(reports).toEqual([expect.objectContaining({ caller: null, callerType: null })]);
  });

  it(`reports a call without +CLIP after ${CLIP_WAIT_MS} ms, without a caller`, async () => {
    const { line, reports, rings } = await watcher({ clip: false });
    line.modem.receiveCall({ caller: '+447700900402', rings: 1 });
    await waitFor(async () => (rings.length > 0 ? true : undefined), 'the RING');
    expect(reports).toEqual([]);
    await line.manualClock.advance(CLIP_WAIT_MS);
    await line.background.settled();
    expect(rings).toEqual(['ring']);
    expect(reports).toEqual([expect.objectContaining({ caller: null, callerType: null })]);
    expect(line.modem.ringing).toBe(false);
  });

  it('takes rings just after the hang-up for the call just ended; a later call is a new one', async () => {
    const { line, calls, reports, call } = await watcher();
    await call('+447700900403');
    calls.ring();
    calls.clip('+447700900403', 145);
    await line.manualClock.advance(3001);
    await call('+447700900403');
    expect(reports).toHaveLength(2);
    expect(new Set(reports.map((report) => report.key)).size).toBe(2);
    expect(line.modem.commandLog().filter((command) => command === 'ATH')).toHaveLength(2);
  });

  it('hangs up with AT+CHUP when the modem refuses ATH', async () => {
    const { line, call } = await watcher();
    line.modem.failNext('ATH', { plain: true });
    await call('+447700900404');
    expect(line.logged(LogEvent.callHungUp)).toEqual([expect.objectContaining({ command: 'AT+CHUP' })]);
  });

  it('still hangs up when the report cannot be kept, or no SIM is known', async () => {
    const failing = await watcher({ report: () => Promise.reject(new Error('disk full')) });
    await failing.call('+447700900405');
    expect(failing.line.logged(LogEvent.outboxWriteFailed)).toEqual([expect.objectContaining({ caller: '+447700900405' })]);
    expect(failing.line.logged(LogEvent.callReported)).toEqual([]);
    expect(failing.line.logged(LogEvent.callHungUp)).toHaveLength(1);

    const noSim = await watcher({ noSim: true });
    await noSim.call('+447700900406');
    expect(noSim.reports).toEqual([]);
    expect(noSim.line.logged(LogEvent.callHungUp)).toHaveLength(1);
  });
});
