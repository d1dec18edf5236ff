import { waitFor } from '@simrelay/testing';
import { LogEvent } from './log-events';
import { AgentTestBed } from './testing/agent-test-bed';


// Servers and emulated modems answer in milliseconds; this only bounds a hang.
/**
 * NATS unreachable for a long time (the uplink of a modem site is cut): messages keep
 * coming, are kept on disk and on the SIM, and all arrive once the link is back.
 * Time is compressed through the agent's intervals (publish retries every 50-400 ms, a
 * sweep every 300 ms): the agent goes through the same retry cycles as in minutes of outage.
 */
describe('a NATS outage', () => {
  let bed: AgentTestBed;
  const env = { SWEEP_INTERVAL_MS: '300' };

  beforeAll(async () => {
    bed = await AgentTestBed.create(
      [
        { id: 'a', family: 'simcom' },
        { id: 'b', family: 'huawei' },
      ],
      { proxy: true },
    );
  });

  afterAll(() => bed.close());

  function storedParts(): number {
    return bed.rack.modems.reduce((sum, modem) => sum + modem.storedMessages().length, 0);
  }

  it('loses nothing, deletes nothing early, and delivers everything once after reconnecting', async () => {
    const agent = await bed.startReady(env);
    const proxy = bed.proxy;
    if (!proxy) throw new Error('no proxy');

    proxy.cut();
    await bed.waitForLog(LogEvent.natsDisconnected);

    bed.modem('a').receiveSms({ sender: '+447700900101', text: 'code 1111' });
    bed.modem('b').receiveSms({ sender: '+447700900102', text: 'код 2222 ✓', encoding: 'ucs2' });
    bed.modem('a').receiveSms({ sender: '+447700900103', text: `${'three parts '.repeat(30)}end`, order: [2, 3, 1] });
    await waitFor(async () => (agent.outbox.pending().length === 3 ? true : undefined), 'three messages in the outbox');
    const partsOnSims = storedParts();
    expect(partsOnSims).toBe(5);

    // Retry cycles and storage sweeps go on during the outage.
    const failuresBefore = agent.publisher.stats.failures;
    const sweepsBefore = bed.logged(LogEvent.smsSweep).length;
    await waitFor(
      async () => (agent.publisher.stats.failures >= failuresBefore + 10 && bed.logged(LogEvent.smsSweep).length >= sweepsBefore + 4 ? true : undefined),
      'ten failed publish attempts and four sweeps',
    );

    expect(await bed.sms()).toEqual([]);
    expect(storedParts()).toBe(partsOnSims);
    expect(bed.logged(LogEvent.smsDeleted)).toEqual([]);
    expect(agent.outbox.pending()).toHaveLength(3);
    expect(bed.logged(LogEvent.publishRetry).length).toBeGreaterThanOrEqual(10);
    expect(agent.status().outbox).toMatchObject({ pending: 3, acked: 0 });

    proxy.restore();
    await bed.waitForLog(LogEvent.natsReconnected);
    const reports = await bed.waitForSms(3);
    await waitFor(async () => (storedParts() === 0 && agent.outbox.size === 0 ? true : undefined), 'SIMs and outbox emptied');

    expect(reports.map((r) => r.data.sender).sort()).toEqual(['+447700900101', '+447700900102', '+447700900103']);
    expect(new Set(reports.map((r) => r.data.key)).size).toBe(3);
    expect(reports.find((r) => r.data.sender === '+447700900103')?.data).toMatchObject({ parts: 3, partial: false });
    // Sweeps during the outage did not add anything: still three.
    expect(await bed.sms()).toHaveLength(3);
    await bed.stop();
  });

  it('starts without NATS, keeps reading the modems, and delivers once NATS appears', async () => {
    const proxy = bed.proxy;
    if (!proxy) throw new Error('no proxy');
    proxy.cut();
    const before = (await bed.sms()).length;
    const agent = await bed.start(env);
    await bed.waitForModems();
    await bed.waitForLog(LogEvent.natsConnectFailed);

    bed.modem('b').receiveSms({ sender: '+447700900104', text: 'arrived before NATS did' });
    await waitFor(async () => (agent.outbox.pending().length === 1 ? true : undefined), 'the message in the outbox');
    expect(bed.modem('b').storedMessages()).toHaveLength(1);

    proxy.restore();
    await agent.ready;
    const reports = await bed.waitForSms(before + 1);
    expect(reports.at(-1)?.data.text).toBe('arrived before NATS did');
    await waitFor(async () => (bed.modem('b').storedMessages().length === 0 ? true : undefined), 'the SIM emptied');
    await bed.stop();
  });
});
