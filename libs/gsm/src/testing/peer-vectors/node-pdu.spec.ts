import { decodePdu } from '../../pdu/decode-pdu';
import { SmsDeliver } from '../../pdu/pdu-types';
import { MultipartAssembler } from '../../multipart/multipart-assembler';
import { decodeSeptets, encodeGsm7, packSeptetsInto, septetOctets, unpackSeptets } from '../../text/gsm7-codec';
import { expectVector } from '../expect-vector';
import { NODE_PDU_APPEND, NODE_PDU_DECODE, NODE_PDU_SEVEN_BIT } from './node-pdu';

const deliver = (pdu: string) => decodePdu(pdu) as SmsDeliver;
const cases = <T extends { source: string }>(vectors: T[]) => vectors.map((v) => [v.source, v] as const);

describe('node-pdu vectors', () => {
  it.each(cases(NODE_PDU_DECODE))('decodes %s', (_source, vector) => {
    expectVector(vector);
  });

  it.each(cases(NODE_PDU_APPEND.complete))('joins %s', (_source, { parts, text }) => {
    const assembler = new MultipartAssembler<number>({ timeoutMs: 60_000 });
    const results = parts.map((pdu, i) => assembler.add(deliver(pdu), i));
    expect(results.slice(0, -1)).toEqual(parts.slice(1).map(() => null));
    expect(results.at(-1)).toMatchObject({ text, partial: false, missing: [], keys: parts.map((_, i) => i) });
  });

  it.each(cases(NODE_PDU_APPEND.partial))('gives back what arrived of %s after the timeout', (_source, { parts, text, missing }) => {
    let now = 0;
    const assembler = new MultipartAssembler<number>({ timeoutMs: 1000, now: () => now });
    for (const [i, pdu] of parts.entries()) expect(assembler.add(deliver(pdu), i)).toBeNull();
    now = 1000;
    expect(assembler.expired()).toEqual([expect.objectContaining({ text, partial: true, missing, keys: parts.map((_, i) => i) })]);
  });

  it.each(cases(NODE_PDU_APPEND.apart))('keeps apart %s', (_source, { parts }) => {
    const assembler = new MultipartAssembler<number>({ timeoutMs: 1000 });
    for (const [i, pdu] of parts.entries()) expect(assembler.add(deliver(pdu), i)).toBeNull();
    expect(assembler.pendingCount).toBe(2);
  });

  it.each(cases(NODE_PDU_SEVEN_BIT))('7-bit packing %s', (_source, vector) => {
    const { text, hex, alignBits = 0 } = vector;
    const count = vector.septets ?? [...text].length + (text.match(/[{}[\]~^|€\\]/gu)?.length ?? 0);
    const septets = encodeGsm7(text) ?? [];
    const packed = Buffer.alloc(septetOctets(septets.length, alignBits));
    packSeptetsInto(packed, septets, alignBits);
    expect(packed.toString('hex').toUpperCase()).toBe(hex);
    expect(decodeSeptets(unpackSeptets(Buffer.from(hex, 'hex'), count, alignBits))).toBe(text);
  });
});
