import { decodePdu } from '../pdu/decode-pdu';
import { DecodeVector } from './peer-vectors/peer-vector';

/**
 * Decodes a peer's vector and checks the fields the peer asserts. 'multipart' (ModemManager's
 * should_concat) is checked as "has a concatenation header".
 */
export function expectVector({ pdu, expected, status }: DecodeVector): void {
  const decoded = decodePdu(pdu, { status });
  const { multipart, ...fields } = expected;
  expect(decoded).toMatchObject(fields);
  if (multipart !== undefined) expect('concat' in decoded && decoded.concat !== null).toBe(multipart);
}
