import { AgentCallReport, validateMessage } from '@simrelay/contracts';
import { waitFor } from '@simrelay/testing';
import { LogEvent } from './log-events';
import { AgentTestBed } from './testing/agent-test-bed';

// Servers and emulated modems answer in milliseconds; this only bounds a hang.

/** An incoming call is reported once, with the caller, and hung up. */
describe('incoming calls', () => {
  let bed: AgentTestBed;

  beforeAll(async () => {
    bed = await AgentTestBed.create(
      [
        { id: 'a', family: 'huawei', ringIntervalMs: 100 },
        { id: 'b', family: 'quectel', ringIntervalMs: 100 },
      ],
      { proxy: true },
    );
    // No grace period after a hang-up: a second call may follow at once (and stray rings would show).
    await bed.startReady({ CALL_GRACE_MS: '0' });
  });

  afterAll(() => bed.close());

  const callsFrom = async (caller: string | null) => (await bed.calls()).filter((r) => r.data.caller === caller);

  it('reports the caller once and hangs up', async () => {
    const modem = bed.modem('a');
    modem.receiveCall({ caller: '+447700900401', rings: 10 });
    const [report] = await waitFor(async () => {
      const found = await callsFrom('+447700900401');
      return found.length > 0 ? found : undefined;
    }, 'the call report');
    await waitFor(async () => (modem.ringing ? undefined : true), 'the call hung up');

    const call = await validateMessage(AgentCallReport, report.data);
    expect(call).toMatchObject({ agentId: bed.id, iccid: modem.sim?.iccid, number: modem.sim?.number, port: modem.path, callerType: 145 });
    expect(report.msgId).toBe(call.key);
    expect(modem.commandLog().filter((line) => line === 'ATH')).toHaveLength(1);
    expect(await bed.waitForLog(LogEvent.callHungUp, modem.path)).toHaveLength(1);
    expect(await callsFrom('+447700900401')).toHaveLength(1);
  });

  it('reports a second call from the same number as a new call', async () => {
    const modem = bed.modem('a');
    modem.receiveCall({ caller: '+447700900401', rings: 10 });
    await waitFor(async () => ((await callsFrom('+447700900401')).length === 2 ? true : undefined), 'the second call');
    const keys = (await callsFrom('+447700900401')).map((r) => r.data.key);
    expect(new Set(keys).size).toBe(2);
  });

  it('reports a withheld number as caller null', async () => {
    const modem = bed.modem('b');
    modem.receiveCall({ caller: '', rings: 10 });
    const [report] = await waitFor(async () => {
      const found = await callsFrom(null);
      return found.length > 0 ? found : undefined;
    }, 'the withheld call');
    expect(report.data).toMatchObject({ caller: null, callerType: null, port: modem.path });
    await waitFor(async () => (modem.ringing ? undefined : true), 'the call hung up');
  });

  it('keeps a call that came during a NATS outage and reports it after', async () => {
    const modem = bed.modem('b');
    bed.proxy?.cut();
    await bed.waitForLog(LogEvent.natsDisconnected);
    modem.receiveCall({ caller: '+447700900402', rings: 10 });
    await waitFor(async () => (modem.ringing ? undefined : true), 'hung up without NATS');
    expect(bed.requireAgent().outbox.pending().map((e) => e.kind)).toEqual(['call']);

    bed.proxy?.restore();
    await waitFor(async () => ((await callsFrom('+447700900402')).length === 1 ? true : undefined), 'the call reported after the outage');
    await waitFor(async () => (bed.requireAgent().outbox.size === 0 ? true : undefined), 'the outbox emptied');
  });
});
