import { GsmError } from '../gsm-error';
import { decodeSeptets, encodeGsm7, packSeptets, unpackSeptets } from '../text/gsm7-codec';
import { PduReader } from './pdu-reader';
import { AddressType } from './pdu-types';

/** Type-of-number, bits 6-4 of the type-of-address octet (TS 23.040 §9.1.2.5). */
const TYPE_OF_NUMBER: readonly AddressType[] = [
  'unknown',
  'international',
  'national',
  'network-specific',
  'subscriber',
  'alphanumeric',
  'abbreviated',
  'unknown',
];

export const TOA_INTERNATIONAL = 0x91;
export const TOA_NATIONAL = 0xa1;
export const TOA_UNKNOWN = 0x81;
export const TOA_ALPHANUMERIC = 0xd0;

/** Semi-octet digits; 0xF is the filler of an odd count. */
const BCD_DIGITS = '0123456789*#abc';
/** 10 octets of digits (TS 23.040 §9.1.2.5); alphanumeric senders are allowed a spare octet. */
const MAX_DIGITS = 20;
const MAX_ALPHANUMERIC_SEMI_OCTETS = 22;
/** Type octet + 10 octets of digits (the RP address of TS 24.011 §8.2.5.1). */
const MAX_SMSC_OCTETS = 11;

export interface Address {
  value: string;
  type: AddressType;
}

function typeOfAddress(toa: number): AddressType {
  return TYPE_OF_NUMBER[(toa >> 4) & 0x07];
}

/** `count` semi-octet digits; an F is allowed only as the last one (the filler), and dropped. */
function bcdDigits(bytes: Buffer, count: number, field: string): string {
  let digits = '';
  for (let i = 0; i < count; i++) {
    const nibble = i % 2 === 0 ? bytes[i >> 1] & 0x0f : bytes[i >> 1] >> 4;
    if (nibble === 0x0f) {
      if (i === count - 1) break;
      throw new GsmError('PDU_INVALID', `${field} has a filler digit (F) inside the number`);
    }
    digits += BCD_DIGITS[nibble];
  }
  return digits;
}

function addressValue(type: AddressType, bytes: Buffer, semiOctets: number, field: string): string {
  if (type === 'alphanumeric') {
    // Alphanumeric addresses are GSM 7-bit packed; the length counts the semi-octets used.
    return decodeSeptets(unpackSeptets(bytes, Math.floor((semiOctets * 4) / 7)));
  }
  const digits = bcdDigits(bytes, semiOctets, field);
  return type === 'international' && digits !== '' ? `+${digits}` : digits;
}

/** TP-OA / TP-DA / TP-RA: a length in semi-octets (digits), the type of address, the digits. */
export function readAddress(reader: PduReader, field: string): Address {
  const semiOctets = reader.octet(`${field} length`);
  const toa = reader.octet(`${field} type`);
  const type = typeOfAddress(toa);
  const max = type === 'alphanumeric' ? MAX_ALPHANUMERIC_SEMI_OCTETS : MAX_DIGITS;
  if (semiOctets > max) throw new GsmError('PDU_INVALID', `${field} length ${semiOctets} exceeds ${max} semi-octets`);
  const bytes = reader.octets(Math.ceil(semiOctets / 2), field);
  return { value: addressValue(type, bytes, semiOctets, field), type };
}

/** The SMSC part: a length in octets (type octet included); 0 means none. */
export function readSmsc(reader: PduReader): string | null {
  const octets = reader.octet('SMSC length');
  if (octets === 0) return null;
  if (octets > MAX_SMSC_OCTETS) throw new GsmError('PDU_INVALID', `SMSC length ${octets} exceeds ${MAX_SMSC_OCTETS} octets`);
  const toa = reader.octet('SMSC type');
  const bytes = reader.octets(octets - 1, 'SMSC address');
  const type = typeOfAddress(toa);
  const semiOctets = bytes.length * 2;
  // The count is in octets, so an odd number of digits ends in a filler that bcdDigits drops.
  const value = addressValue(type, bytes, semiOctets, 'SMSC address');
  return value === '' || value === '+' ? null : value;
}

const NUMBER = /^\+?[0-9*#abc]{1,20}$/u;

function bcdBytes(digits: string): Buffer {
  const bytes = Buffer.alloc(Math.ceil(digits.length / 2), 0xff);
  [...digits].forEach((digit, i) => {
    const nibble = BCD_DIGITS.indexOf(digit);
    bytes[i >> 1] = i % 2 === 0 ? (bytes[i >> 1] & 0xf0) | nibble : (bytes[i >> 1] & 0x0f) | (nibble << 4);
  });
  return bytes;
}

/**
 * An address field of a TPDU. '+' numbers are international; other numbers get `digitsToa`
 * (0x81 'unknown' for SMS-SUBMIT, as handsets send it; 0xA1 national for a DELIVER sender).
 */
export function encodeNumberAddress(number: string, digitsToa: number, field: string): Buffer {
  if (!NUMBER.test(number)) throw new GsmError('ENCODE_INVALID', `${field} is not a phone number of 1-20 digits: '${number}'`);
  const international = number.startsWith('+');
  const digits = international ? number.slice(1) : number;
  return Buffer.concat([Buffer.from([digits.length, international ? TOA_INTERNATIONAL : digitsToa]), bcdBytes(digits)]);
}

/** An alphanumeric sender: up to 11 GSM 7-bit septets, the length in semi-octets. */
export function encodeAlphanumericAddress(text: string, field: string): Buffer {
  const septets = encodeGsm7(text);
  if (septets === null) throw new GsmError('ENCODE_INVALID', `${field} '${text}' has a character the GSM 7-bit alphabet lacks`);
  if (septets.length === 0 || septets.length > 11) {
    throw new GsmError('ENCODE_INVALID', `${field} '${text}' needs 1-11 GSM 7-bit characters, has ${septets.length}`);
  }
  return Buffer.concat([Buffer.from([Math.ceil((septets.length * 7) / 4), TOA_ALPHANUMERIC]), packSeptets(septets)]);
}

/** The SMSC part of a PDU: '00' when none, so the modem uses the SIM's. */
export function encodeSmsc(smsc: string | null | undefined): Buffer {
  if (smsc === null || smsc === undefined || smsc === '') return Buffer.from([0]);
  if (!NUMBER.test(smsc)) throw new GsmError('ENCODE_INVALID', `SMSC is not a phone number of 1-20 digits: '${smsc}'`);
  const international = smsc.startsWith('+');
  const digits = bcdBytes(international ? smsc.slice(1) : smsc);
  return Buffer.concat([Buffer.from([digits.length + 1, international ? TOA_INTERNATIONAL : TOA_UNKNOWN]), digits]);
}
