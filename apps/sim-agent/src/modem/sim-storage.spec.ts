import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeSubmit } from '@simrelay/gsm';
import { EmulatedModemOptions } from '@simrelay/modem-emulator';
import { waitFor } from '@simrelay/testing';
import { recordInOutbox } from '../agent/outbox-recorder';
import { LogEvent } from '../log-events';
import { DiskOutbox, OutboxEntry } from '../outbox/disk-outbox';
import { pduHash } from '../outbox/idempotency-key';
import { modemLinePerTest } from '../testing/modem-line';
import { ModemEventBus } from './modem-events';
import { SimStorage } from './sim-storage';

describe('SimStorage on an emulated modem', () => {
  const openLine = modemLinePerTest();
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** A storage on the modem's SIM, keeping what it reads in a disk outbox as the agent does. */
  async function storageOn(modem: Partial<EmulatedModemOptions> = {}, o: { failWrites?: number } = {}) {
    const line = await openLine({ modems: [{ family: 'quectel', ...modem }] });
    const dir = mkdtempSync(join(tmpdir(), 'sim-storage-'));
    dirs.push(dir);
    const outbox = await DiskOutbox.open(dir, line.log);
    const events = new ModemEventBus();
    recordInOutbox({ path: line.path, on: (event, listener) => events.on(event, listener) }, outbox, line.log);
    const sim = line.modem.sim;
    let failWrites = o.failWrites ?? 0;
    const storage = new SimStorage({
      agentId: 'rack-1',
      path: line.path,
      storage: 'SM',
      multipartTimeoutMs: 60_000,
      sim: { iccid: sim?.iccid ?? null, imsi: sim?.imsi ?? null, number: sim?.number ?? null },
      commands: line.commands,
      outbox,
      clock: line.clock,
      log: line.log,
      status: line.status,
      background: line.background,
      record: (report, slots) => (failWrites-- > 0 ? Promise.reject(new Error('disk full')) : events.emit('sms', { report, slots })),
      cleared: (entry, pduHashes) => events.emit('cleared', { entry, pduHashes }),
    });
    line.unsolicited = (urc) => {
      if (urc.type === 'cmti') storage.announced(urc.index);
    };
    await line.commands.run('ATE0');
    await storage.configure();
    storage.serve(sim?.iccid ?? '');
    /** Waits until the outbox holds `count` entries and the storage is idle. */
    const stored = async (count: number): Promise<OutboxEntry[]> => {
      const entries = await waitFor(async () => (outbox.size >= count ? outbox.all() : undefined), `${count} outbox entries`);
      await line.background.settled();
      return entries;
    };
    return { line, storage, outbox, stored };
  }

  const textOf = (entry: OutboxEntry) => (entry.payload as { text: string }).text;

  it('reads a message announced by +CMTI and keeps it with its slot', async () => {
    const { line, storage, stored } = await storageOn();
    const [index] = line.modem.receiveSms({ sender: '+447700900001', text: 'Your code is 482913' });
    const [entry] = await stored(1);
    expect(entry).toMatchObject({ kind: 'sms', iccid: line.modem.sim?.iccid, slots: [{ storage: 'SM', index }] });
    expect(entry.payload).toMatchObject({ agentId: 'rack-1', port: line.path, sender: '+447700900001', text: 'Your code is 482913', partial: false });
    expect(storage.inFlightCount).toBe(1);
    expect(line.status.counts.smsReceived).toBe(1);
    expect(line.logged(LogEvent.smsStored)).toEqual([expect.objectContaining({ key: entry.key, indexes: [index] })]);
    expect(line.modem.storedMessages()).toHaveLength(1);
  });

  it('sweeps what was stored while nobody listened, once, with a multipart message joined', async () => {
    const { line, storage, outbox } = await storageOn({ storageCapacity: 3 });
    line.unsolicited = () => undefined; // indications lost
    line.modem.receiveSms({ sender: 'Bank', text: 'stored while away' });
    line.modem.receiveSms({ sender: 'Shop', text: `${'Two parts, the second first. '.repeat(7)}END`, order: [2, 1] });
    await storage.tick();
    await storage.tick();
    expect(outbox.all().map(textOf).sort()).toEqual([`${'Two parts, the second first. '.repeat(7)}END`, 'stored while away']);
    expect(outbox.all().map((entry) => entry.slots.length).sort()).toEqual([1, 2]);
    expect(line.logged(LogEvent.smsSweep).map((record) => record.fresh)).toEqual([3, 0]);
    expect(line.logged(LogEvent.storageFull)).toEqual([expect.objectContaining({ stored: 3, capacity: 3 }), expect.anything()]);
    expect(storage.inFlightCount).toBe(3);
  });

  it('sends an incomplete multipart message out partial once its parts waited too long', async () => {
    const { line, storage, stored } = await storageOn();
    line.modem.receiveSms({ sender: 'Shop', text: `${'Only the first part comes. '.repeat(8)}END`, order: [1] });
    await waitFor(async () => (storage.inFlightCount === 1 ? true : undefined), 'the part read');
    await line.manualClock.advance(60_001);
    await storage.tick();
    const [entry] = await stored(1);
    expect(entry.payload).toMatchObject({ partial: true, missing: [2], parts: 2 });
  });

  it('deletes the slots only once released, or acknowledged by the next tick, and lets the entries go', async () => {
    const { line, storage, outbox, stored } = await storageOn();
    line.modem.receiveSms({ sender: 'A', text: 'first' });
    line.modem.receiveSms({ sender: 'B', text: 'second' });
    const [first, second] = await stored(2);
    await storage.tick();
    expect(line.modem.storedMessages()).toHaveLength(2); // nothing acknowledged yet

    storage.release(first);
    await line.background.settled();
    await outbox.markAcked(second.key);
    await storage.tick();
    expect(line.modem.storedMessages()).toEqual([]);
    expect(outbox.size).toBe(0);
    expect(outbox.delivered.has(first.iccid, pduHash(first.slots[0].pdu))).toBe(true);
    expect(line.logged(LogEvent.smsDeleted)).toEqual([
      expect.objectContaining({ key: first.key, indexes: [first.slots[0].index] }),
      expect.objectContaining({ key: second.key, indexes: [second.slots[0].index] }),
    ]);
    expect(line.status.counts.smsDeleted).toBe(2);
    expect(storage.inFlightCount).toBe(0);
  });

  it('leaves a slot that holds another message by now', async () => {
    const { line, storage, outbox, stored } = await storageOn();
    line.modem.receiveSms({ sender: 'A', text: 'first' });
    const [first] = await stored(1);
    const index = first.slots[0].index;
    await line.commands.run(`AT+CMGD=${index}`); // behind the storage's back
    line.modem.receiveSms({ sender: 'B', text: 'in the same slot' });
    await stored(2);

    storage.release(first);
    await line.background.settled();
    expect(line.modem.storedMessages().map((message) => message.index)).toEqual([index]);
    expect(line.logged(LogEvent.smsDeleteSkipped)).toEqual([expect.objectContaining({ key: first.key, index })]);
    expect(line.logged(LogEvent.smsDeleted)).toEqual([expect.objectContaining({ key: first.key, indexes: [], alreadyGone: [index] })]);
    expect(outbox.all().map(textOf)).toEqual(['in the same slot']);
    expect(storage.inFlightCount).toBe(1);
  });

  it('keeps a message on the SIM when it cannot be written, and reads it again at the next sweep', async () => {
    const { line, storage, outbox } = await storageOn({}, { failWrites: 1 });
    line.modem.receiveSms({ sender: 'A', text: 'written the second time' });
    await line.commands.run('AT'); // the +CMTI came before this answer
    await line.background.settled();
    expect(line.logged(LogEvent.outboxWriteFailed)).toHaveLength(1);
    expect(outbox.size).toBe(0);
    expect(storage.inFlightCount).toBe(0);

    await storage.tick();
    expect(outbox.all().map(textOf)).toEqual(['written the second time']);
  });

  it('deletes by command what is not on its way, and tells which slots were empty', async () => {
    const { line, storage, stored } = await storageOn();
    const [draft] = encodeSubmit({ to: '+447700900999', text: 'draft' });
    const draftIndex = line.modem.receivePdu(draft.pdu);
    line.modem.receiveSms({ sender: 'A', text: 'on its way' });
    const [entry] = await stored(1);
    expect(line.logged(LogEvent.smsIgnored)).toHaveLength(1);

    expect(await storage.deleteSlots({ all: true })).toEqual({ deleted: [draftIndex], kept: [entry.slots[0].index], empty: [] });
    expect(await storage.deleteSlots({ indexes: [29, 29] })).toEqual({ deleted: [], kept: [], empty: [29] });
    expect(line.modem.storedMessages().map((message) => message.index)).toEqual([entry.slots[0].index]);
  });
});
