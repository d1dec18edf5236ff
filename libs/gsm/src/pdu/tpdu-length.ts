import { GsmError } from '../gsm-error';
import { pduBytes } from './pdu-reader';

/** Octets after the SMSC part: the <length> of AT+CMGS and +CMGL. */
export function tpduLength(pduHex: string): number {
  const bytes = pduBytes(pduHex);
  const smscOctets = bytes[0];
  const length = bytes.length - 1 - smscOctets;
  if (length <= 0) throw new GsmError('PDU_TRUNCATED', `PDU truncated: no TPDU after the SMSC part of ${smscOctets} octets`);
  return length;
}
