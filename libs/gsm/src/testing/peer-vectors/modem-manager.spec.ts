import { GsmError } from '../../gsm-error';
import { encodeNumberAddress, encodeSmsc, TOA_UNKNOWN } from '../../pdu/address';
import { decodePdu } from '../../pdu/decode-pdu';
import { encodeSubmit } from '../../pdu/encode-pdu';
import { tpduLength } from '../../pdu/tpdu-length';
import { expectVector } from '../expect-vector';
import {
  MODEM_MANAGER_ADDRESSES,
  MODEM_MANAGER_DECODE,
  MODEM_MANAGER_REJECT,
  MODEM_MANAGER_SPLITS,
  MODEM_MANAGER_SUBMIT,
} from './modem-manager';

describe('ModemManager vectors (src/tests/test-sms-part-3gpp.c)', () => {
  it.each(MODEM_MANAGER_DECODE.map((v) => [v.source, v] as const))('decodes %s', (_source, vector) => {
    expectVector(vector);
  });

  it.each(MODEM_MANAGER_REJECT.map((v) => [v.source, v] as const))('refuses %s', (_source, { pdu }) => {
    expect(() => decodePdu(pdu)).toThrow(GsmError);
  });

  it.each(MODEM_MANAGER_SUBMIT.map((v) => [v.source, v] as const))('encodes %s', (_source, { input, pdu, messageStart }) => {
    const [encoded, ...more] = encodeSubmit(input);
    expect(more).toEqual([]);
    expect(encoded.pdu).toBe(pdu);
    expect(encoded.tpduLength).toBe(pdu.length / 2 - messageStart);
    expect(tpduLength(encoded.pdu)).toBe(encoded.tpduLength);
  });

  it.each(MODEM_MANAGER_ADDRESSES.map((v) => [v.source, v] as const))('encodes the address of %s', (_source, { address, smsc, hex }) => {
    const encoded = smsc ? encodeSmsc(address) : encodeNumberAddress(address, TOA_UNKNOWN, 'recipient');
    expect(encoded.toString('hex').toUpperCase()).toBe(hex);
  });

  it.each(MODEM_MANAGER_SPLITS.map((v) => [v.source, v] as const))('splits %s', (_source, { text, encoding, parts }) => {
    const decoded = encodeSubmit({ to: '+15555551234', text }).map((part) => decodePdu(part.pdu));
    expect(decoded.map((part) => (part.type === 'submit' ? part.text : null))).toEqual(parts);
    for (const part of decoded) expect(part).toMatchObject({ encoding });
  });
});
