import { alphabet } from '../pdu/data-coding-scheme';
import { decodeSeptets, gsm7CharSeptets, unpackSeptets } from '../text/gsm7-codec';
import { decodeUcs2, encodeUcs2 } from '../text/ucs2';

type UssdAlphabet = 'gsm7' | '8bit' | 'ucs2';

/**
 * The alphabet of a USSD data coding scheme (the cell broadcast scheme of TS 23.038 §5).
 * Reserved values are read as GSM 7-bit, as §5 asks.
 */
function ussdAlphabet(dcs: number): UssdAlphabet {
  const group = dcs >> 4;
  if (group === 0x01 && (dcs & 0x0f) === 0x01) return 'ucs2';
  if ((group >= 0x04 && group <= 0x07) || group === 0x09) return alphabet((dcs >> 2) & 0x03);
  if (group === 0x0f) return dcs & 0x04 ? '8bit' : 'gsm7';
  return 'gsm7';
}

const HEX = /^(?:[0-9A-Fa-f]{2})+$/u;

function hexBytes(text: string): Buffer {
  return Buffer.from(text, 'hex');
}

/** Every code unit a character the GSM default alphabet has: what a TE in UCS2 mode prints for GSM text. */
function isUcs2OfGsmText(text: string): boolean {
  if (text.length % 4 !== 0) return false;
  const decoded = decodeUcs2(hexBytes(text));
  return [...decoded].every((char) => gsm7CharSeptets(char) !== null);
}

/** No control characters but line breaks: what a text meant for people looks like. */
function printable(text: string): boolean {
  return [...text].every((char) => char >= ' ' || char === '\n' || char === '\r');
}

/** Packed 7-bit: 8 septets fit in 7 octets, so a trailing zero septet is padding, and so is a CR there (§6.1.2.3.1). */
function decodePackedGsm7(text: string): string {
  const bytes = hexBytes(text);
  const septets = unpackSeptets(bytes, Math.floor((bytes.length * 8) / 7));
  if (bytes.length % 7 === 0 && (septets.at(-1) === 0 || septets.at(-1) === 0x0d)) septets.pop();
  return decodeSeptets(septets);
}

/**
 * +CUSD text. For GSM 7-bit schemes (dcs 15 and its kin) the modem prints the text in the TE
 * character set: plain, or UCS2 hex when AT+CSCS="UCS2", or, on some firmwares (Huawei), the
 * packed septets as hex. Hex that reads as UCS2 of GSM characters is UCS2; other hex with a
 * letter in it that unpacks to printable text is packed 7-bit; anything else is already text.
 * dcs 72 (0x48) and the other UCS2 schemes are UCS2 hex; 8-bit schemes are hex of Latin-1 bytes.
 * A null dcs means the modem gave none: the text is shown as it is.
 */
export function decodeUssd(text: string, dcs: number | null): string {
  if (dcs === null || !HEX.test(text)) return text;
  const alphabet = ussdAlphabet(dcs);
  // 0x11: two packed GSM characters naming the language come first (TS 23.038 §5).
  if (dcs === 0x11) return decodeUcs2(hexBytes(text).subarray(2));
  if (alphabet === 'ucs2') return decodeUcs2(hexBytes(text));
  if (alphabet === '8bit') return hexBytes(text).toString('latin1');
  if (isUcs2OfGsmText(text)) return decodeUcs2(hexBytes(text));
  if (/[A-Fa-f]/u.test(text)) {
    const unpacked = decodePackedGsm7(text);
    if (printable(unpacked)) return unpacked;
  }
  return text;
}

/** UCS2 hex (upper case) of a text, as a modem prints a dcs 72 USSD answer. */
export function encodeUssdUcs2(text: string): string {
  return encodeUcs2(text).toString('hex').toUpperCase();
}
