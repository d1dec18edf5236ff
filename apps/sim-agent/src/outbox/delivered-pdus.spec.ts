import { appendFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeliveredPdus } from './delivered-pdus';

const hash = (n: number) => n.toString(16).padStart(64, '0');
const ICCID = '8944200000000000001';

describe('DeliveredPdus', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'delivered-'));
  });

  it('remembers hashes per SIM across reopening', async () => {
    const first = await DeliveredPdus.open(dir);
    await first.remember(ICCID, [hash(1), hash(2)]);
    expect(first.has(ICCID, hash(1))).toBe(true);

    const second = await DeliveredPdus.open(dir);
    expect(second.has(ICCID, hash(1))).toBe(true);
    expect(second.has(ICCID, hash(2))).toBe(true);
    expect(second.has('8944200000000000002', hash(1))).toBe(false);
    expect(second.has(ICCID, hash(3))).toBe(false);
  });

  it('writes a hash once however often it is remembered', async () => {
    const journal = await DeliveredPdus.open(dir);
    await journal.remember(ICCID, [hash(1)]);
    await journal.remember(ICCID, [hash(1), hash(1)]);
    expect(readFileSync(join(dir, 'delivered-pdus.log'), 'utf8').trim().split('\n')).toHaveLength(1);
  });

  it('keeps the newest entries within its limit and rewrites the file when it grows', async () => {
    const journal = await DeliveredPdus.open(dir, 3);
    for (let n = 1; n <= 10; n++) await journal.remember(ICCID, [hash(n)]);
    expect(journal.size).toBe(3);
    expect([8, 9, 10].every((n) => journal.has(ICCID, hash(n)))).toBe(true);
    expect(journal.has(ICCID, hash(7))).toBe(false);
    expect(readFileSync(join(dir, 'delivered-pdus.log'), 'utf8').trim().split('\n').length).toBeLessThanOrEqual(6);

    const reopened = await DeliveredPdus.open(dir, 3);
    expect(reopened.size).toBe(3);
    expect(reopened.has(ICCID, hash(10))).toBe(true);
  });

  it('skips a torn or foreign line', async () => {
    const journal = await DeliveredPdus.open(dir);
    await journal.remember(ICCID, [hash(1)]);
    appendFileSync(join(dir, 'delivered-pdus.log'), `not a line\n${ICCID} ${hash(2).slice(0, 30)}`);
    const reopened = await DeliveredPdus.open(dir);
    expect(reopened.size).toBe(1);
    expect(reopened.has(ICCID, hash(1))).toBe(true);
  });
});
