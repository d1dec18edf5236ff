import { GsmError } from '../gsm-error';
import { PduReader } from './pdu-reader';

const pad = (n: number) => String(n).padStart(2, '0');

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Two-digit years: SMS is younger than 1990, so 90-99 are the 1990s. */
function fullYear(twoDigits: number): number {
  return twoDigits >= 90 ? 1900 + twoDigits : 2000 + twoDigits;
}

/** Offsets beyond ±18:00 do not exist; the field could carry up to ±19:45. */
const MAX_OFFSET_QUARTERS = 72;

/** A swapped semi-octet pair: the low nibble is the tens digit. */
function swappedDecimal(byte: number, field: string, part: string): number {
  const tens = byte & 0x0f;
  const units = byte >> 4;
  if (tens > 9 || units > 9) throw new GsmError('PDU_INVALID', `${field} ${part} is not decimal (0x${byte.toString(16).padStart(2, '0')})`);
  return tens * 10 + units;
}

function checkRange(value: number, min: number, max: number, field: string, part: string): number {
  if (value < min || value > max) throw new GsmError('PDU_INVALID', `${field} ${part} ${value} is out of range ${min}-${max}`);
  return value;
}

/**
 * TP-SCTS and its kin (TS 23.040 §9.2.3.11): year, month, day, hour, minute, second, time zone,
 * each two swapped decimal digits. The zone counts quarter hours; bit 3 of its first digit is the
 * sign. The result keeps that offset: '2011-02-28T11:50:50-05:00', '2021-03-14T15:09:26+05:45'.
 */
export function readTimestamp(reader: PduReader, field: string): string {
  const bytes = reader.octets(7, field);
  const year = fullYear(swappedDecimal(bytes[0], field, 'year'));
  const month = checkRange(swappedDecimal(bytes[1], field, 'month'), 1, 12, field, 'month');
  const day = checkRange(swappedDecimal(bytes[2], field, 'day'), 1, daysInMonth(year, month), field, 'day');
  const hour = checkRange(swappedDecimal(bytes[3], field, 'hour'), 0, 23, field, 'hour');
  const minute = checkRange(swappedDecimal(bytes[4], field, 'minute'), 0, 59, field, 'minute');
  const second = checkRange(swappedDecimal(bytes[5], field, 'second'), 0, 59, field, 'second');
  const zone = bytes[6];
  const negative = (zone & 0x08) !== 0;
  const quarters = checkRange(swappedDecimal(zone & 0xf7, field, 'time zone'), 0, MAX_OFFSET_QUARTERS, field, 'time zone');
  const sign = negative && quarters > 0 ? '-' : '+';
  const offset = `${sign}${pad(Math.floor(quarters / 4))}:${pad((quarters % 4) * 15)}`;
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}${offset}`;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(Z|([+-])(\d{2}):?(\d{2}))$/u;

function swappedOctet(value: number): number {
  return ((value % 10) << 4) | Math.floor(value / 10);
}

/**
 * ISO 8601 with an offset -> the 7 octets of a TP-SCTS, keeping the local time and offset as
 * written. The offset must be whole quarter hours; years 1990-2089 fit the two digits.
 */
export function encodeTimestamp(iso: string): Buffer {
  const match = ISO.exec(iso);
  if (!match) throw new GsmError('ENCODE_INVALID', `timestamp must be ISO 8601 with an offset, e.g. 2021-03-14T15:09:26+05:45: '${iso}'`);
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number);
  const valid =
    year >= 1990 &&
    year <= 2089 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59;
  if (!valid) throw new GsmError('ENCODE_INVALID', `timestamp is not a date and time of 1990-2089: '${iso}'`);
  const offsetMinutes = match[7] === 'Z' ? 0 : Number(match[9]) * 60 + Number(match[10]);
  if (offsetMinutes % 15 !== 0 || offsetMinutes / 15 > MAX_OFFSET_QUARTERS) {
    throw new GsmError('ENCODE_INVALID', `timestamp offset must be whole quarter hours up to 18:00: '${iso}'`);
  }
  const quarters = offsetMinutes / 15;
  const zone = swappedOctet(quarters) | (match[8] === '-' && quarters > 0 ? 0x08 : 0);
  return Buffer.from([year % 100, month, day, hour, minute, second].map(swappedOctet).concat(zone));
}
