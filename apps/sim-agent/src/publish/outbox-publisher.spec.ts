import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '@simrelay/logging';
import { waitFor } from '@simrelay/testing';
import { DiskOutbox, OutboxEntry } from '../outbox/disk-outbox';
import { ManualClock } from '../testing/manual-clock';
import { OutboxPublisher, ReportPublisher } from './outbox-publisher';

const logger = createLogger('test', 'silent');

/** JetStream as the publisher sees it: down, timing out, or storing with dedup by msgID. */
class FakeJetStream implements ReportPublisher {
  connected = true;
  failNext = 0;
  readonly stored = new Map<string, string>();
  readonly attempts: string[] = [];

  async publish(subject: string, data: Uint8Array, options: { msgID?: string }): Promise<{ duplicate: boolean; seq: number }> {
    const id = options.msgID ?? '';
    this.attempts.push(id);
    if (!this.connected) throw new Error('nats disconnected');
    if (this.failNext > 0) {
      this.failNext--;
      // The stream stored it, but the ack never came back.
      this.stored.set(id, subject);
      throw new Error('TIMEOUT');
    }
    const duplicate = this.stored.has(id);
    if (!duplicate) this.stored.set(id, Buffer.from(data).toString());
    return { duplicate, seq: this.stored.size };
  }
}

function sms(key: string, index: number) {
  return { key, kind: 'sms' as const, subject: 'agent.a.sms', payload: { key }, iccid: '8944200000000000001', slots: [{ storage: 'SM', index, pdu: '00' }] };
}

describe('OutboxPublisher', () => {
  let outbox: DiskOutbox;
  let clock: ManualClock;
  let js: FakeJetStream;
  let acked: OutboxEntry[];
  let publisher: OutboxPublisher;

  beforeEach(async () => {
    outbox = await DiskOutbox.open(mkdtempSync(join(tmpdir(), 'publisher-')), logger);
    clock = new ManualClock();
    js = new FakeJetStream();
    acked = [];
    publisher = new OutboxPublisher({
      outbox,
      target: js,
      subject: (name) => `ns.${name}`,
      clock,
      logger,
      timeoutMs: 5000,
      retryMinMs: 500,
      retryMaxMs: 30_000,
      onAcked: (entry) => acked.push(entry),
    });
  });

  afterEach(() => publisher.stop());

  it('holds everything through five minutes without NATS, then publishes each entry once, in order', async () => {
    js.connected = false;
    const keys = ['1', '2', '3'].map((c) => c.repeat(64));
    for (const [i, key] of keys.entries()) await outbox.add(sms(key, i + 1));
    publisher.start();

    for (let second = 0; second < 5 * 60; second++) await clock.advance(1000);

    expect(js.stored.size).toBe(0);
    expect(acked).toEqual([]);
    expect(outbox.pending().map((e) => e.key)).toEqual(keys);
    // Retried all along, but backing off: neither given up nor hammering.
    expect(publisher.stats.failures).toBeGreaterThanOrEqual(10);
    expect(publisher.stats.failures).toBeLessThanOrEqual(25);

    js.connected = true;
    publisher.kick(); // what a NATS reconnect does
    // The last thing that happens to an entry: its ack is on disk, then onAcked is told.
    await waitFor(async () => (acked.length === keys.length ? true : undefined), 'the outbox to drain');
    expect(outbox.pending()).toEqual([]);

    expect([...js.stored.keys()]).toEqual(keys);
    expect(acked.map((e) => e.key)).toEqual(keys);
    expect(acked.every((e) => e.ackedAt)).toBe(true);
    expect(publisher.stats.published).toBe(3);
  });

  it('retries an unacknowledged publish with the same msgID; the duplicate ack counts as delivered', async () => {
    js.failNext = 1;
    const key = '4'.repeat(64);
    await outbox.add(sms(key, 1));
    publisher.start();
    await waitFor(async () => (js.attempts.length === 1 ? true : undefined), 'the first attempt');
    expect(acked).toEqual([]);
    await waitFor(async () => {
      await clock.advance(1000);
      return acked.length === 1 ? true : undefined;
    }, 'the retry');
    expect(js.attempts).toEqual([key, key]);
    expect(js.stored.size).toBe(1);
    expect(publisher.stats.duplicates).toBe(1);
  });

  it('wakes up for an entry added while idle', async () => {
    publisher.start();
    const key = '5'.repeat(64);
    await outbox.add(sms(key, 1));
    await waitFor(async () => (acked.length === 1 ? true : undefined), 'the new entry to go out');
    expect(js.stored.has(key)).toBe(true);
  });
});
