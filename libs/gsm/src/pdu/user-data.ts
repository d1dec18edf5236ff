import { GsmError } from '../gsm-error';
import { decodeSeptets, septetOctets, unpackSeptets } from '../text/gsm7-codec';
import { decodeUcs2 } from '../text/ucs2';
import { PduReader } from './pdu-reader';
import { Concat, SmsEncoding } from './pdu-types';

export interface InformationElement {
  iei: number;
  data: Buffer;
}

export interface UserData {
  text: string;
  concat: Concat | null;
  elements: InformationElement[];
}

/** TP-UDL limits of TS 23.040 §9.2.3.16: 140 octets, which hold 160 septets. */
const MAX_SEPTETS = 160;
const MAX_OCTETS = 140;

export const IEI_CONCAT_8BIT = 0x00;
export const IEI_CONCAT_16BIT = 0x08;
export const IEI_SINGLE_SHIFT = 0x24;
export const IEI_LOCKING_SHIFT = 0x25;

/** The information elements of a user data header; every length is checked against the header. */
export function parseHeader(header: Buffer): InformationElement[] {
  const elements: InformationElement[] = [];
  let i = 0;
  while (i < header.length) {
    if (i + 2 > header.length) {
      throw new GsmError('PDU_INVALID', `user data header ends inside information element 0x${hex(header[i])}`);
    }
    const iei = header[i];
    const length = header[i + 1];
    if (i + 2 + length > header.length) {
      throw new GsmError(
        'PDU_INVALID',
        `user data header information element 0x${hex(iei)} of ${length} octets runs past the header (${header.length} octets)`,
      );
    }
    elements.push({ iei, data: header.subarray(i + 2, i + 2 + length) });
    i += 2 + length;
  }
  return elements;
}

function hex(byte: number): string {
  return byte.toString(16).padStart(2, '0');
}

/**
 * The concatenation IE, 8-bit (0x00) or 16-bit (0x08) reference. A repeated IE counts by its
 * last occurrence, and an IE with a total or sequence number of 0, or a sequence number past the
 * total, is ignored: both as TS 23.040 §9.2.3.24.1 asks of a receiver.
 */
export function concatOf(elements: InformationElement[]): Concat | null {
  let concat: Concat | null = null;
  for (const { iei, data } of elements) {
    if (iei === IEI_CONCAT_8BIT && data.length === 3) concat = { ref: data[0], total: data[1], seq: data[2] };
    else if (iei === IEI_CONCAT_16BIT && data.length === 4) concat = { ref: data.readUInt16BE(0), total: data[2], seq: data[3] };
    else continue;
    if (concat.total === 0 || concat.seq === 0 || concat.seq > concat.total) concat = null;
  }
  return concat;
}

/** The national language of a shift IE (0x24 single, 0x25 locking), last occurrence winning. */
function languageOf(elements: InformationElement[], iei: number): number | null {
  let language: number | null = null;
  for (const element of elements) if (element.iei === iei && element.data.length === 1) language = element.data[0];
  return language;
}

/**
 * TP-UDL and TP-UD. For GSM 7-bit the length counts septets, header included; the text starts
 * at the first septet boundary after the header (the fill bits of TS 23.040 §9.2.3.24).
 * For UCS2 and 8-bit data it counts octets. Trailing octets after the user data are ignored.
 */
export function readUserData(reader: PduReader, encoding: SmsEncoding, hasHeader: boolean): UserData {
  const length = reader.octet('user data length');
  const gsm7 = encoding === 'gsm7';
  if (gsm7 && length > MAX_SEPTETS) throw new GsmError('PDU_INVALID', `user data length ${length} exceeds ${MAX_SEPTETS} septets`);
  if (!gsm7 && length > MAX_OCTETS) throw new GsmError('PDU_INVALID', `user data length ${length} exceeds ${MAX_OCTETS} octets`);
  const data = reader.octets(gsm7 ? septetOctets(length) : length, `user data of ${length} ${gsm7 ? 'septets' : 'octets'}`);

  let headerOctets = 0;
  let elements: InformationElement[] = [];
  if (hasHeader) {
    if (data.length === 0) throw new GsmError('PDU_INVALID', 'user data header indicated, but the user data is empty');
    headerOctets = data[0] + 1;
    if (headerOctets > data.length) {
      throw new GsmError('PDU_INVALID', `user data header of ${data[0]} octets runs past the user data (${data.length} octets)`);
    }
    elements = parseHeader(data.subarray(1, headerOctets));
  }
  const concat = concatOf(elements);

  if (gsm7) {
    const headerSeptets = Math.ceil((headerOctets * 8) / 7);
    if (headerSeptets > length) {
      throw new GsmError('PDU_INVALID', `user data length ${length} septets is shorter than its header (${headerSeptets} septets)`);
    }
    const septets = unpackSeptets(data, length - headerSeptets, headerSeptets * 7);
    const text = decodeSeptets(septets, languageOf(elements, IEI_LOCKING_SHIFT), languageOf(elements, IEI_SINGLE_SHIFT));
    return { text, concat, elements };
  }
  const body = data.subarray(headerOctets);
  if (encoding === 'ucs2') {
    if (body.length % 2 !== 0) throw new GsmError('PDU_INVALID', `UCS2 user data has an odd number of octets (${body.length})`);
    return { text: decodeUcs2(body), concat, elements };
  }
  return { text: body.toString('hex'), concat, elements };
}
