import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '@simrelay/logging';
import { DiskOutbox } from './disk-outbox';
import { callKey, smsKey } from './idempotency-key';

const logger = createLogger('test', 'silent');
const PDU_A = '07911326040000F0040B911346610089F60000208062917314080CC8329BFD065DDF72363904';
const PDU_B = '07911326040000F0040B911346610089F60000208062917314080CC8329BFD065DDF72363905';

function entry(key: string, index: number) {
  return { key, kind: 'sms' as const, subject: 'agent.a.sms', payload: { key }, iccid: '8944200000000000001', slots: [{ storage: 'SM', index, pdu: PDU_A }] };
}

describe('idempotency keys', () => {
  it('depend on the SIM and the distinct PDUs, not on their order or duplicates', () => {
    const iccid = '8944200000000000001';
    expect(smsKey(iccid, [PDU_A, PDU_B])).toBe(smsKey(iccid, [PDU_B, PDU_A.toLowerCase(), PDU_A]));
    expect(smsKey(iccid, [PDU_A])).not.toBe(smsKey(iccid, [PDU_B]));
    expect(smsKey(iccid, [PDU_A])).not.toBe(smsKey('8944200000000000002', [PDU_A]));
    expect(smsKey(iccid, [PDU_A])).toMatch(/^[0-9a-f]{64}$/);
    expect(callKey(iccid, '+447700900123', '2026-11-22T10:00:00.000Z')).not.toBe(callKey(iccid, '+447700900123', '2026-11-22T10:00:05.000Z'));
  });
});

describe('DiskOutbox', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'outbox-'));
  });

  it('keeps entries across reopening, oldest first, with their ack state', async () => {
    const first = await DiskOutbox.open(dir, logger);
    const a = 'a'.repeat(64);
    const b = 'b'.repeat(64);
    await first.add(entry(b, 1));
    await first.add(entry(a, 2));
    expect(await first.add(entry(a, 3))).toBe(false); // same key: nothing changes
    await first.markAcked(b);

    const second = await DiskOutbox.open(dir, logger);
    expect(second.all().map((e) => e.key)).toEqual([b, a]);
    expect(second.pending().map((e) => e.key)).toEqual([a]);
    expect(second.acked().map((e) => e.key)).toEqual([b]);
    expect(second.get(a)?.slots[0].index).toBe(2);

    await second.remove(b);
    expect((await DiskOutbox.open(dir, logger)).all().map((e) => e.key)).toEqual([a]);
  });

  it('survives a crash mid-write: a half-written temporary file is dropped, the rest is intact', async () => {
    const outbox = await DiskOutbox.open(dir, logger);
    const a = 'a'.repeat(64);
    await outbox.add(entry(a, 1));
    // What a crash during the next write leaves: a truncated temporary file, never renamed.
    writeFileSync(join(dir, `${'c'.repeat(64)}.json.tmp`), '{"key":"cccc');
    const reopened = await DiskOutbox.open(dir, logger);
    expect(reopened.all().map((e) => e.key)).toEqual([a]);
    expect(readdirSync(dir)).toEqual([`${a}.json`]);
  });

  it('moves an unreadable file aside instead of failing or deleting it', async () => {
    writeFileSync(join(dir, `${'d'.repeat(64)}.json`), 'not json');
    const outbox = await DiskOutbox.open(dir, logger);
    expect(outbox.size).toBe(0);
    expect(readdirSync(dir)).toEqual([`${'d'.repeat(64)}.json.bad`]);
  });

  it('tells listeners about new entries only', async () => {
    const outbox = await DiskOutbox.open(dir, logger);
    const heard: number[] = [];
    outbox.onAdded(() => heard.push(outbox.size));
    await outbox.add(entry('e'.repeat(64), 1));
    await outbox.add(entry('e'.repeat(64), 1));
    expect(heard).toEqual([1]);
  });

  it('offers an entry for publishing only once its file is in place, though a repeat is known at once', async () => {
    const outbox = await DiskOutbox.open(dir, logger);
    const key = 'f'.repeat(64);
    const adding = outbox.add(entry(key, 1));
    // Still being written: a repeat is recognised, but nothing may publish (and then delete) it yet.
    expect(outbox.has(key)).toBe(true);
    expect([outbox.pending(), outbox.firstPending()]).toEqual([[], undefined]);
    expect(await outbox.add(entry(key, 1))).toBe(false);
    await adding;
    expect(readdirSync(dir)).toEqual([`${key}.json`]);
    expect(outbox.firstPending()?.key).toBe(key);
  });
});
