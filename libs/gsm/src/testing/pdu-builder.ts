import { packSeptetsInto, septetOctets } from '../text/gsm7-codec';

const hex = (bytes: number[] | Buffer) => Buffer.from(bytes).toString('hex').toUpperCase();

/** 7 octets of a TP-SCTS from its digits as written (YYMMDDhhmmss) and the raw time zone octet. */
export function scts(digits: string, zone: number): string {
  const swapped = digits.replace(/(.)(.)/gu, '$2$1');
  return swapped + hex([zone]);
}

export interface DeliverParts {
  smsc?: string;
  firstOctet?: number;
  sender?: string;
  pid?: number;
  dcs?: number;
  timestamp?: string;
  /** The user data header as information elements (UDHL is added). */
  header?: number[];
  /** GSM 7-bit septets, packed after the header with the fill bits it needs. */
  septets?: number[];
  /** Octets for UCS2 and 8-bit data. */
  octets?: number[];
}

/**
 * An SMS-DELIVER assembled field by field, for tests that need a value the encoder never writes
 * (national language shift IEs, odd time zones, bad lengths).
 */
export function deliverPdu(parts: DeliverParts): string {
  const header = parts.header ? [parts.header.length, ...parts.header] : [];
  const firstOctet = parts.firstOctet ?? (0x04 | (parts.header ? 0x40 : 0));
  let userData: string;
  if (parts.octets) {
    userData = hex([header.length + parts.octets.length, ...header, ...parts.octets]);
  } else {
    const septets = parts.septets ?? [];
    const headerSeptets = Math.ceil((header.length * 8) / 7);
    const length = headerSeptets + septets.length;
    const data = Buffer.alloc(septetOctets(length));
    Buffer.from(header).copy(data);
    packSeptetsInto(data, septets, headerSeptets * 7);
    userData = hex([length]) + hex(data);
  }
  return (
    (parts.smsc ?? '00') +
    hex([firstOctet]) +
    (parts.sender ?? '0B917228214365F7') +
    hex([parts.pid ?? 0, parts.dcs ?? 0]) +
    (parts.timestamp ?? scts('210314150926', 0x32)) +
    userData
  );
}
