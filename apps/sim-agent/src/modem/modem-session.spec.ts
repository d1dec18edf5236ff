import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmulatedModem, EmulatedRack } from '@simrelay/modem-emulator';
import { waitFor } from '@simrelay/testing';
import { recordInOutbox } from '../agent/outbox-recorder';
import { systemClock } from '../clock';
import { loadAgentSettings } from '../config';
import { DiskOutbox } from '../outbox/disk-outbox';
import { LogRecord, recordingLogger } from '../testing/recording-logger';
import { ModemUnavailableError } from './at-errors';
import { ModemEvents } from './modem-events';
import { ModemSession } from './modem-session';

describe('ModemSession on an emulated rack', () => {
  let dir: string;
  let rack: EmulatedRack;
  let session: ModemSession;
  let outbox: DiskOutbox;
  const logs: LogRecord[] = [];
  const heard: { [K in keyof ModemEvents]: Array<ModemEvents[K]> } = { sms: [], call: [], cleared: [], simChanged: [], portLost: [] };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'modem-session-'));
    rack = new EmulatedRack([new EmulatedModem({ id: 'a', family: 'quectel', ringIntervalMs: 60_000 })]);
    const settings = loadAgentSettings({ AGENT_ID: 'rack-1', OUTBOX_DIR: dir, REOPEN_MIN_MS: '10', REOPEN_MAX_MS: '40', COMMAND_TIMEOUT_MS: '500' });
    const logger = recordingLogger(logs);
    outbox = await DiskOutbox.open(dir, logger);
    session = new ModemSession({ path: rack.modems[0].path, settings, binding: rack.binding, clock: systemClock, logger, outbox });
    recordInOutbox(session, outbox, logger);
    for (const event of Object.keys(heard) as Array<keyof ModemEvents>) session.on(event, (payload) => (heard[event] as unknown[]).push(payload));
    session.start();
    await waitFor(async () => (session.state === 'ready' ? true : undefined), 'the modem ready');
  });

  afterAll(async () => {
    await session.stop();
    rack.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const modem = () => rack.modems[0];

  it('identifies the modem and its SIM, and tells so', () => {
    const sim = modem().sim;
    expect(session.simIccid).toBe(sim?.iccid);
    expect(session.snapshot()).toMatchObject({
      port: modem().path,
      state: 'ready',
      family: 'quectel',
      iccid: sim?.iccid,
      imsi: sim?.imsi,
      number: sim?.number,
      operatorName: sim?.operatorName,
      mccMnc: sim?.mccMnc,
      signal: { rssi: 20, dbm: -73 },
      registration: { status: 1, state: 'home' },
      lastError: null,
      slotsInFlight: 0,
    });
    expect(heard.simChanged).toEqual([{ port: modem().path, iccid: sim?.iccid, previous: null }]);
  });

  it('tells an SMS, keeps it on the SIM until released, then tells it cleared', async () => {
    modem().receiveSms({ sender: '+447700900001', text: 'Your code is 482913' });
    const [{ report, slots }] = await waitFor(async () => (heard.sms.length > 0 ? heard.sms : undefined), 'the sms event');
    expect(report).toMatchObject({ agentId: 'rack-1', iccid: modem().sim?.iccid, port: modem().path, text: 'Your code is 482913' });
    expect(modem().storedMessages().map((message) => message.index)).toEqual(slots.map((slot) => slot.index));
    const entry = outbox.get(report.key);
    if (!entry) throw new Error('the message is not in the outbox');
    expect(entry.slots).toEqual(slots);

    session.releaseDelivered(entry);
    await waitFor(async () => (heard.cleared.length > 0 ? true : undefined), 'the cleared event');
    expect(heard.cleared).toEqual([{ entry, pduHashes: [expect.stringMatching(/^[0-9a-f]{64}$/)] }]);
    expect(modem().storedMessages()).toEqual([]);
    expect(outbox.size).toBe(0);
  });

  it('tells an incoming call once, and hangs up', async () => {
    modem().receiveCall({ caller: '+447700900401', rings: 3 });
    await waitFor(async () => (modem().ringing ? undefined : true), 'the call hung up');
    expect(heard.call).toEqual([{ report: expect.objectContaining({ caller: '+447700900401', iccid: modem().sim?.iccid, port: modem().path }) }]);
    expect(session.snapshot().counts.calls).toBe(1);
  });

  it('answers USSD and delete commands while ready', async () => {
    expect(await session.ussd('*100#')).toEqual({ status: 0, text: 'Your balance is 5.00' });
    expect(await session.deleteSlots({ indexes: [5] })).toEqual({ deleted: [], kept: [], empty: [5] });
  });

  it('tells a lost port, refuses commands meanwhile, and comes back by itself', async () => {
    modem().disconnect();
    await waitFor(async () => (heard.portLost.length > 0 ? true : undefined), 'the portLost event');
    expect(heard.portLost[0]).toMatchObject({ port: modem().path, error: expect.any(Error) });
    await waitFor(async () => (session.state === 'lost' ? true : undefined), 'the port lost');
    await expect(session.ussd('*100#')).rejects.toThrow(ModemUnavailableError);
    await expect(session.deleteSlots({ all: true })).rejects.toThrow(ModemUnavailableError);

    modem().reconnect();
    await waitFor(async () => (session.state === 'ready' ? true : undefined), 'the modem ready again');
    expect(session.snapshot().counts.reopens).toBeGreaterThanOrEqual(1);
    expect(heard.simChanged).toHaveLength(1); // the same SIM again
  });

  it('restarts on command and answers once the modem is ready again', async () => {
    expect(await session.restart()).toBe('ready');
    expect(session.snapshot().counts.resets).toBe(1);
    expect(modem().commandLog()).toContain('AT+CFUN=1,1');
  });
});
