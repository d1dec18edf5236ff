import { decodePdu } from '../pdu/decode-pdu';
import { encodeDeliver } from '../pdu/encode-pdu';
import { SmsDeliver } from '../pdu/pdu-types';
import { MultipartAssembler } from './multipart-assembler';

const part = (over: Partial<SmsDeliver>): SmsDeliver => ({
  type: 'deliver',
  smsc: '+79037011111',
  sender: '+79001234567',
  senderType: 'international',
  timestamp: '2024-05-01T10:00:00+03:00',
  dcs: 0,
  encoding: 'gsm7',
  text: '',
  concat: null,
  pid: 0,
  messageClass: null,
  ...over,
});
const concat = (seq: number, total = 3, ref = 7) => ({ ref, total, seq });

function clock() {
  const state = { now: 1_000 };
  return { state, now: () => state.now };
}

describe('MultipartAssembler', () => {
  it('gives a single-part message back at once', () => {
    const assembler = new MultipartAssembler<string>({ timeoutMs: 1000 });
    expect(assembler.add(part({ text: 'Code 1234' }), 'SM:1')).toEqual({
      sender: '+79001234567',
      senderType: 'international',
      smsc: '+79037011111',
      timestamp: '2024-05-01T10:00:00+03:00',
      text: 'Code 1234',
      encoding: 'gsm7',
      parts: 1,
      total: 1,
      partial: false,
      missing: [],
      keys: ['SM:1'],
    });
    expect(assembler.pendingCount).toBe(0);
  });

  it('treats a concatenation header of one part as a single message', () => {
    const assembler = new MultipartAssembler<number>({ timeoutMs: 1000 });
    expect(assembler.add(part({ text: 'x', concat: concat(1, 1) }), 1)).toMatchObject({ text: 'x', parts: 1 });
  });

  it('joins parts that arrive out of order, through different SMSCs, in sequence order', () => {
    const assembler = new MultipartAssembler<number>({ timeoutMs: 1000 });
    expect(assembler.add(part({ text: 'c', concat: concat(3), smsc: '+1' }), 3)).toBeNull();
    expect(assembler.add(part({ text: 'a', concat: concat(1), smsc: '+2' }), 1)).toBeNull();
    expect(assembler.pendingCount).toBe(1);
    expect(assembler.add(part({ text: 'b', concat: concat(2), smsc: '+3' }), 2)).toMatchObject({
      text: 'abc',
      parts: 3,
      total: 3,
      partial: false,
      keys: [3, 1, 2],
    });
    expect(assembler.pendingCount).toBe(0);
  });

  it('keeps the key of every duplicate but the text of the first copy', () => {
    const assembler = new MultipartAssembler<string>({ timeoutMs: 1000 });
    assembler.add(part({ text: 'a', concat: concat(1, 2) }), 'SM:1');
    assembler.add(part({ text: 'A', concat: concat(1, 2) }), 'SM:4');
    expect(assembler.add(part({ text: 'b', concat: concat(2, 2) }), 'SM:2')).toMatchObject({ text: 'ab', keys: ['SM:1', 'SM:4', 'SM:2'] });
  });

  it('keeps apart different senders, references and part counts', () => {
    const assembler = new MultipartAssembler<number>({ timeoutMs: 1000 });
    assembler.add(part({ concat: concat(1) }), 1);
    assembler.add(part({ concat: concat(2), sender: '+79007654321' }), 2);
    assembler.add(part({ concat: concat(2, 3, 8) }), 3);
    assembler.add(part({ concat: concat(2, 4) }), 4);
    expect(assembler.pendingCount).toBe(4);
  });

  it('reports the earliest part by instant, whatever the offsets', () => {
    const assembler = new MultipartAssembler<number>({ timeoutMs: 1000 });
    assembler.add(part({ text: 'b', concat: concat(2, 2), timestamp: '2024-05-01T09:30:00+02:00', smsc: '+2' }), 2);
    expect(assembler.add(part({ text: 'a', concat: concat(1, 2), timestamp: '2024-05-01T10:00:00+03:00', smsc: '+1' }), 1)).toMatchObject({
      timestamp: '2024-05-01T10:00:00+03:00',
      smsc: '+1',
    });
  });

  it('gives back an incomplete message after the timeout, flagged partial with what is missing', () => {
    const { state, now } = clock();
    const assembler = new MultipartAssembler<number>({ timeoutMs: 5000, now });
    assembler.add(part({ text: 'a', concat: concat(1) }), 1);
    state.now += 2000;
    assembler.add(part({ text: 'c', concat: concat(3, 3, 7) }), 3);
    assembler.add(part({ text: 'x', concat: concat(1, 2, 9) }), 9);
    state.now += 2999;
    expect(assembler.expired()).toEqual([]);
    state.now += 1;
    expect(assembler.expired()).toEqual([
      expect.objectContaining({ text: 'ac', parts: 2, total: 3, partial: true, missing: [2], keys: [1, 3] }),
    ]);
    expect(assembler.pendingCount).toBe(1);
    state.now += 2000;
    expect(assembler.expired()).toEqual([expect.objectContaining({ text: 'x', partial: true, missing: [2], keys: [9] })]);
    expect(assembler.expired()).toEqual([]);
  });

  it('starts a new group for a part that arrives after its message expired', () => {
    const { state, now } = clock();
    const assembler = new MultipartAssembler<number>({ timeoutMs: 100, now });
    assembler.add(part({ concat: concat(1, 2) }), 1);
    state.now += 100;
    assembler.expired();
    expect(assembler.add(part({ concat: concat(2, 2) }), 2)).toBeNull();
    expect(assembler.pendingCount).toBe(1);
  });

  it('joins an emoji its sender split between two UCS2 parts', () => {
    const text = `${'я'.repeat(66)}😀${'ж'.repeat(10)}`;
    const pdus = encodeDeliver({ sender: '+79001234567', text, timestamp: '2024-05-01T10:00:00+03:00', concatRef: 3 });
    // What a sender that cuts by code units would send: move the high surrogate into part 1.
    const [first, second] = pdus.map((p) => decodePdu(p.pdu) as SmsDeliver);
    const cutFirst = { ...first, text: first.text + second.text[0] };
    const cutSecond = { ...second, text: second.text.slice(1) };
    const assembler = new MultipartAssembler<number>({ timeoutMs: 1000 });
    assembler.add(cutSecond, 2);
    expect(assembler.add(cutFirst, 1)?.text).toBe(text);
  });
});
