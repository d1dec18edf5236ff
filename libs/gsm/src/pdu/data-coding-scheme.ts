import { SmsEncoding } from './pdu-types';

export interface DataCoding {
  encoding: SmsEncoding;
  messageClass: 0 | 1 | 2 | 3 | null;
  compressed: boolean;
}

/** The two alphabet bits of a coding scheme (SMS and cell broadcast alike). */
export function alphabet(bits: number): SmsEncoding {
  // 0b11 is reserved: TS 23.038 §4 has a receiver treat reserved codings as the default alphabet.
  return bits === 1 ? '8bit' : bits === 2 ? 'ucs2' : 'gsm7';
}

function messageClass(dcs: number): 0 | 1 | 2 | 3 {
  return (dcs & 0x03) as 0 | 1 | 2 | 3;
}

/**
 * TP-DCS, TS 23.038 §4:
 * - 00xx xxxx general data coding and 01xx xxxx the same with automatic deletion: bit 5
 *   compressed, bit 4 says whether bits 1-0 are a message class, bits 3-2 the alphabet;
 * - 1100 / 1101 message waiting indication (discard / store), GSM 7-bit; 1110 the same in UCS2;
 * - 1111 data coding / message class: bit 2 8-bit data, bits 1-0 the class;
 * - 1000-1011 reserved, read as GSM 7-bit.
 */
export function dataCoding(dcs: number): DataCoding {
  const group = dcs >> 4;
  if (group <= 0x07) {
    return {
      encoding: alphabet((dcs >> 2) & 0x03),
      messageClass: dcs & 0x10 ? messageClass(dcs) : null,
      compressed: (dcs & 0x20) !== 0,
    };
  }
  if (group === 0x0e) return { encoding: 'ucs2', messageClass: null, compressed: false };
  if (group === 0x0f) return { encoding: dcs & 0x04 ? '8bit' : 'gsm7', messageClass: messageClass(dcs), compressed: false };
  return { encoding: 'gsm7', messageClass: null, compressed: false };
}

export const DCS_GSM7 = 0x00;
export const DCS_8BIT = 0x04;
export const DCS_UCS2 = 0x08;
