import { GsmError } from '../gsm-error';
import { packSeptetsInto, septetOctets } from '../text/gsm7-codec';
import {
  encodeAlphanumericAddress,
  encodeNumberAddress,
  encodeSmsc,
  TOA_NATIONAL,
  TOA_UNKNOWN,
} from './address';
import { DCS_8BIT, DCS_GSM7, DCS_UCS2 } from './data-coding-scheme';
import { EncodedPdu, SmsEncoding } from './pdu-types';
import { chooseEncoding, Segment, segmentText } from './text-segments';
import { encodeTimestamp } from './timestamp';
import { IEI_CONCAT_16BIT, IEI_CONCAT_8BIT } from './user-data';
import { relativeValidityPeriod } from './validity-period';

const MTI_DELIVER = 0x00;
const MTI_SUBMIT = 0x01;
/** SMS-DELIVER TP-MMS: no more messages are waiting in the service centre. */
const MORE_MESSAGES_TO_SEND_NONE = 0x04;
const REJECT_DUPLICATES = 0x04;
const VPF_RELATIVE = 0x10;
const STATUS_REPORT_REQUEST = 0x20;
const UDHI = 0x40;

const DCS: Record<SmsEncoding, number> = { gsm7: DCS_GSM7, ucs2: DCS_UCS2, '8bit': DCS_8BIT };

export interface SubmitOptions {
  to: string;
  text: string;
  encoding?: 'auto' | 'gsm7' | 'ucs2';
  smsc?: string | null;
  /** TP-MR, 0-255 (the modem replaces it on AT+CMGS). */
  reference?: number;
  /** Concatenation reference for a long text: 0-255, or up to 65535 for a 16-bit reference. */
  concatRef?: number;
  statusReport?: boolean;
  /** Relative validity period; none when left out. */
  validityMinutes?: number;
  /** TP-RD: the service centre rejects a repeat of a message it still holds. */
  rejectDuplicates?: boolean;
}

export interface DeliverOptions {
  sender: string;
  /** For 8-bit data: the bytes as hex, the form decodePdu gives them back in. */
  text: string;
  encoding?: 'auto' | 'gsm7' | 'ucs2' | '8bit';
  /** ISO 8601 with an offset; now (UTC) when left out. */
  timestamp?: string;
  smsc?: string | null;
  concatRef?: number;
  concatRef16?: boolean;
}

function checkInteger(value: number, max: number, what: string): number {
  if (!Number.isInteger(value) || value < 0 || value > max) throw new GsmError('ENCODE_INVALID', `${what} must be an integer 0-${max}, got ${value}`);
  return value;
}

/**
 * A reference derived from the address and the text (FNV-1a): stable for the same message, and
 * two different long messages to one phone are unlikely to share it. Callers that keep a
 * counter pass concatRef instead.
 */
function derivedConcatRef(address: string, text: string, ref16: boolean): number {
  let hash = 0x811c9dc5;
  for (const char of `${address}\n${text}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return ref16 ? hash & 0xffff : hash & 0xff;
}

function concatHeader(ref: number, ref16: boolean, total: number, seq: number): Buffer {
  return ref16
    ? Buffer.from([6, IEI_CONCAT_16BIT, 4, ref >> 8, ref & 0xff, total, seq])
    : Buffer.from([5, IEI_CONCAT_8BIT, 3, ref, total, seq]);
}

/** TP-UDL and TP-UD; GSM 7-bit text starts at the septet boundary after the header. */
function userData(segment: Segment, header: Buffer | null): Buffer {
  const headerOctets = header?.length ?? 0;
  if (segment.encoding === 'gsm7') {
    const headerSeptets = Math.ceil((headerOctets * 8) / 7);
    const length = headerSeptets + segment.units.length;
    const data = Buffer.alloc(septetOctets(length));
    header?.copy(data);
    packSeptetsInto(data, segment.units, headerSeptets * 7);
    return Buffer.concat([Buffer.from([length]), data]);
  }
  return Buffer.concat([Buffer.from([headerOctets + segment.units.length]), header ?? Buffer.alloc(0), Buffer.from(segment.units)]);
}

interface Parts {
  segments: Segment[];
  headers: (Buffer | null)[];
}

function parts(text: string, encoding: SmsEncoding, address: string, concatRef: number | undefined, ref16: boolean): Parts {
  const segments = segmentText(text, encoding, ref16);
  if (segments.length === 1) return { segments, headers: [null] };
  const ref = concatRef ?? derivedConcatRef(address, text, ref16);
  return { segments, headers: segments.map((_, i) => concatHeader(ref, ref16, segments.length, i + 1)) };
}

function encoded(smsc: Buffer, tpdu: Buffer): EncodedPdu {
  return { pdu: Buffer.concat([smsc, tpdu]).toString('hex').toUpperCase(), tpduLength: tpdu.length };
}

/**
 * SMS-SUBMIT PDUs for AT+CMGS, one per part. 'auto' picks GSM 7-bit when every character has a
 * septet (extension table included), UCS2 otherwise. A concatRef over 255 gives a 16-bit reference.
 */
export function encodeSubmit(o: SubmitOptions): EncodedPdu[] {
  const encoding = chooseEncoding(o.text, o.encoding ?? 'auto');
  const reference = checkInteger(o.reference ?? 0, 0xff, 'reference');
  const concatRef = o.concatRef === undefined ? undefined : checkInteger(o.concatRef, 0xffff, 'concatRef');
  const validity = o.validityMinutes === undefined ? null : relativeValidityPeriod(o.validityMinutes);
  const smsc = encodeSmsc(o.smsc);
  const recipient = encodeNumberAddress(o.to, TOA_UNKNOWN, 'recipient');
  const { segments, headers } = parts(o.text, encoding, o.to, concatRef, (concatRef ?? 0) > 0xff);
  return segments.map((segment, i) => {
    const firstOctet =
      MTI_SUBMIT |
      (o.rejectDuplicates ? REJECT_DUPLICATES : 0) |
      (validity !== null ? VPF_RELATIVE : 0) |
      (o.statusReport ? STATUS_REPORT_REQUEST : 0) |
      (headers[i] ? UDHI : 0);
    const tpdu = Buffer.concat([
      Buffer.from([firstOctet, reference]),
      recipient,
      Buffer.from([0x00, DCS[encoding]]),
      Buffer.from(validity !== null ? [validity] : []),
      userData(segment, headers[i]),
    ]);
    return encoded(smsc, tpdu);
  });
}

function senderAddress(sender: string): Buffer {
  // encodeNumberAddress makes '+' numbers international; the rest of the digits are national.
  if (/^\+?\d{1,20}$/u.test(sender)) return encodeNumberAddress(sender, TOA_NATIONAL, 'sender');
  return encodeAlphanumericAddress(sender, 'sender');
}

/**
 * SMS-DELIVER PDUs, as a modem would print them: what a network delivers, for the modem
 * emulator and for tests. Sender '+447…' is international, all digits national, anything else
 * alphanumeric (GSM 7-bit, up to 11 characters). Too long for one PDU -> several, with a
 * concatenation UDH (8-bit reference, or 16-bit when concatRef16).
 */
export function encodeDeliver(o: DeliverOptions): EncodedPdu[] {
  const encoding = chooseEncoding(o.text, o.encoding ?? 'auto');
  const ref16 = o.concatRef16 === true;
  const concatRef = o.concatRef === undefined ? undefined : checkInteger(o.concatRef, ref16 ? 0xffff : 0xff, 'concatRef');
  const smsc = encodeSmsc(o.smsc);
  const sender = senderAddress(o.sender);
  const timestamp = encodeTimestamp(o.timestamp ?? new Date().toISOString());
  const { segments, headers } = parts(o.text, encoding, o.sender, concatRef, ref16);
  return segments.map((segment, i) => {
    const firstOctet = MTI_DELIVER | MORE_MESSAGES_TO_SEND_NONE | (headers[i] ? UDHI : 0);
    const tpdu = Buffer.concat([
      Buffer.from([firstOctet]),
      sender,
      Buffer.from([0x00, DCS[encoding]]),
      timestamp,
      userData(segment, headers[i]),
    ]);
    return encoded(smsc, tpdu);
  });
}
