import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitFor } from '@simrelay/testing';
import { LogEvent } from './log-events';
import { OutboxEntry } from './outbox/disk-outbox';
import { AgentTestBed } from './testing/agent-test-bed';

/** The agent stops (or dies) half-way: what is in its outbox still arrives, once. */
describe('the outbox across restarts', () => {
  let bed: AgentTestBed;

  beforeAll(async () => {
    bed = await AgentTestBed.create([{ id: 'a', family: 'quectel' }], { proxy: true });
  });

  afterEach(async () => {
    bed.proxy?.restore();
    await bed.stop();
  });

  afterAll(() => bed.close());

  const outboxFiles = () => readdirSync(bed.outboxDir).filter((name) => name.endsWith('.json'));

  /** With NATS cut off, receives one SMS and waits until it is on disk. */
  async function storedWhileOffline(text: string): Promise<OutboxEntry> {
    bed.proxy?.cut();
    const agent = bed.agent ?? (await bed.start());
    await bed.waitForModems();
    bed.modem('a').receiveSms({ sender: '+447700900201', text });
    return waitFor(async () => agent.outbox.pending().find((entry) => (entry.payload as { text?: string }).text === text), `"${text}" in the outbox`);
  }

  async function deliveredOnce(key: string): Promise<void> {
    await waitFor(async () => ((await bed.sms()).some((r) => r.data.key === key) ? true : undefined), 'the message in JetStream');
    await waitFor(async () => (bed.agent?.outbox.has(key) === false && bed.modem('a').storedMessages().length === 0 ? true : undefined), 'SIM and outbox emptied');
    expect((await bed.sms()).filter((r) => r.data.key === key)).toHaveLength(1);
  }

  it('delivers what a stopped agent left in its outbox', async () => {
    const entry = await storedWhileOffline('left behind at stop');
    await bed.stop();
    expect(outboxFiles()).toEqual([`${entry.key}.json`]);
    expect(bed.modem('a').storedMessages()).toHaveLength(1);

    bed.proxy?.restore();
    await bed.startReady();
    await deliveredOnce(entry.key);
  });

  it('publishes again after a crash between the ack and its record, and JetStream keeps one copy', async () => {
    const entry = await storedWhileOffline('ack lost in a crash');
    const file = join(bed.outboxDir, `${entry.key}.json`);
    const beforeAck = readFileSync(file, 'utf8');

    bed.proxy?.restore();
    await deliveredOnce(entry.key);
    await bed.stop();

    // As if the process died right after JetStream stored it: the entry is back, unacknowledged.
    writeFileSync(file, beforeAck);
    const published = bed.logged(LogEvent.smsPublished).length;
    await bed.startReady();
    await waitFor(async () => (bed.agent?.outbox.size === 0 ? true : undefined), 'the outbox emptied');

    const again = bed.logged(LogEvent.smsPublished).slice(published);
    expect(again).toEqual([expect.objectContaining({ key: entry.key, duplicate: true })]);
    expect((await bed.sms()).filter((r) => r.data.key === entry.key)).toHaveLength(1);
    // The slot was already deleted the first time: nothing else is touched.
    const deletions = await waitFor(async () => {
      const found = bed.logged(LogEvent.smsDeleted).filter((r) => r.key === entry.key);
      return found.length === 2 ? found : undefined;
    }, 'both deletions logged');
    expect(deletions).toEqual([
      expect.objectContaining({ indexes: [entry.slots[0].index] }),
      expect.objectContaining({ indexes: [], alreadyGone: [entry.slots[0].index] }),
    ]);
  });

  it('deletes the slots of an entry acknowledged just before the stop, without publishing it again', async () => {
    const entry = await storedWhileOffline('acked, not yet deleted');
    await bed.stop();
    // The ack was recorded, the deletion had not happened yet.
    const file = join(bed.outboxDir, `${entry.key}.json`);
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), ackedAt: new Date().toISOString() }));
    const published = bed.logged(LogEvent.smsPublished).length;

    bed.proxy?.restore();
    await bed.startReady();
    await waitFor(async () => (bed.agent?.outbox.size === 0 && bed.modem('a').storedMessages().length === 0 ? true : undefined), 'slot deleted');
    expect(bed.logged(LogEvent.smsPublished).slice(published)).toEqual([]);
    const deleted = await waitFor(async () => bed.logged(LogEvent.smsDeleted).find((r) => r.key === entry.key), 'the deletion logged');
    expect(deleted).toMatchObject({ indexes: [entry.slots[0].index] });
  });

  it('recognises a late copy of a delivered part after a restart, deletes it and reports nothing', async () => {
    await bed.startReady();
    await bed.waitForModems();
    const modem = bed.modem('a');
    const sender = '+447700900207';
    const text = `${'A message in three parts that arrives whole. '.repeat(8)}END`;
    modem.receiveSms({ sender, text });
    const report = await waitFor(async () => (await bed.sms()).find((r) => r.data.sender === sender), 'the whole message');
    expect(report.data).toMatchObject({ parts: 3, partial: false });
    await waitFor(async () => (modem.storedMessages().length === 0 ? true : undefined), 'its slots emptied');
    await bed.stop();

    // The network delivers part 2 again, while the agent is down.
    modem.receivePdu(report.data.pdus[1]);
    const duplicates = bed.logged(LogEvent.smsDuplicatePart).length;
    await bed.startReady();
    await waitFor(async () => (modem.storedMessages().length === 0 ? true : undefined), 'the late copy deleted');
    expect(bed.logged(LogEvent.smsDuplicatePart).slice(duplicates)).toEqual([expect.objectContaining({ delivered: true })]);
    // Without the memory the copy would wait in the assembler and go out later as a partial message.
    expect((await bed.sms()).filter((r) => r.data.sender === sender)).toHaveLength(1);
  });
});
