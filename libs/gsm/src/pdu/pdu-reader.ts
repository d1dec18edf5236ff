import { GsmError } from '../gsm-error';

/** Hex as a modem prints it -> bytes; surrounding whitespace is allowed, nothing else. */
export function pduBytes(hex: string): Buffer {
  if (typeof hex !== 'string') throw new GsmError('PDU_BAD_HEX', 'PDU must be a hex string');
  const text = hex.trim();
  if (text === '') throw new GsmError('PDU_TRUNCATED', 'PDU is empty');
  const bad = /[^0-9A-Fa-f]/u.exec(text);
  if (bad) {
    const char = JSON.stringify(bad[0]);
    throw new GsmError('PDU_BAD_HEX', `PDU is not hex: ${char} at position ${bad.index}`);
  }
  if (text.length % 2 !== 0) throw new GsmError('PDU_BAD_HEX', `PDU has an odd number of hex digits (${text.length})`);
  return Buffer.from(text, 'hex');
}

/** Reads a PDU front to back; every read past the end is a GsmError naming the field. */
export class PduReader {
  private position = 0;

  constructor(private readonly bytes: Buffer) {}

  get offset(): number {
    return this.position;
  }

  get remaining(): number {
    return this.bytes.length - this.position;
  }

  octet(field: string): number {
    return this.octets(1, field)[0];
  }

  octets(count: number, field: string): Buffer {
    if (count > this.remaining) {
      throw new GsmError(
        'PDU_TRUNCATED',
        `PDU truncated: ${field} needs ${count} octet${count === 1 ? '' : 's'} at offset ${this.position}, ${this.remaining} left`,
      );
    }
    const slice = this.bytes.subarray(this.position, this.position + count);
    this.position += count;
    return slice;
  }
}
