import { GsmError } from '../gsm-error';
import { readAddress, readSmsc } from './address';
import { dataCoding } from './data-coding-scheme';
import { PduReader, pduBytes } from './pdu-reader';
import { DecodedPdu, SmsDeliver, SmsStatusReport, SmsSubmit } from './pdu-types';
import { readTimestamp } from './timestamp';
import { readUserData } from './user-data';

const UDHI = 0x40;

export interface DecodeOptions {
  /**
   * The <stat> the modem listed the message with (+CMGL / +CMGR). Some phones store received
   * messages with TP-MTI bits that say SMS-SUBMIT (or the reserved 3); when the status says
   * received (0 or 1) and the PDU is malformed read that way, it is read as an SMS-DELIVER.
   * A PDU valid by its own TP-MTI is always read by it.
   */
  status?: number;
}

/**
 * Hex as a modem prints it in PDU mode, SMSC part included (first octet 00 = no SMSC).
 * TP-MTI decides the type: 0 SMS-DELIVER, 1 SMS-SUBMIT (a stored outgoing message), 2
 * SMS-STATUS-REPORT. Throws GsmError for anything malformed, never another error.
 */
export function decodePdu(hex: string, o: DecodeOptions = {}): DecodedPdu {
  const bytes = pduBytes(hex);
  try {
    return decodeBytes(bytes, null);
  } catch (error) {
    const received = o.status === 0 || o.status === 1;
    if (!received || !(error instanceof GsmError) || error.code === 'PDU_TRUNCATED') throw error;
    const reader = new PduReader(bytes);
    readSmsc(reader);
    const mti = reader.octet('first octet') & 0x03;
    if (mti !== 1 && mti !== 3) throw error;
    try {
      return decodeBytes(bytes, 0);
    } catch {
      throw error;
    }
  }
}

function decodeBytes(bytes: Buffer, forcedMti: number | null): DecodedPdu {
  const reader = new PduReader(bytes);
  const smsc = readSmsc(reader);
  const firstOctet = reader.octet('first octet');
  switch (forcedMti ?? firstOctet & 0x03) {
    case 0:
      return readDeliver(reader, smsc, firstOctet);
    case 1:
      return readSubmit(reader, smsc, firstOctet);
    case 2:
      return readStatusReport(reader, smsc);
    default:
      throw new GsmError('PDU_UNSUPPORTED', 'TP-MTI 3 is reserved: not an SMS-DELIVER, SMS-SUBMIT or SMS-STATUS-REPORT');
  }
}

function coding(dcs: number) {
  const result = dataCoding(dcs);
  if (result.compressed) throw new GsmError('PDU_UNSUPPORTED', `TP-DCS 0x${dcs.toString(16).padStart(2, '0')} marks compressed text, which is not supported`);
  return result;
}

function readDeliver(reader: PduReader, smsc: string | null, firstOctet: number): SmsDeliver {
  const sender = readAddress(reader, 'sender address');
  const pid = reader.octet('protocol identifier');
  const dcs = reader.octet('data coding scheme');
  const { encoding, messageClass } = coding(dcs);
  const timestamp = readTimestamp(reader, 'service centre timestamp');
  const { text, concat } = readUserData(reader, encoding, (firstOctet & UDHI) !== 0);
  return { type: 'deliver', smsc, sender: sender.value, senderType: sender.type, timestamp, dcs, encoding, text, concat, pid, messageClass };
}

/** TP-VPF, bits 4-3: none, enhanced (7 octets), relative (1 octet), absolute (7 octets). */
const VALIDITY_OCTETS = [0, 7, 1, 7];

function readSubmit(reader: PduReader, smsc: string | null, firstOctet: number): SmsSubmit {
  const reference = reader.octet('message reference');
  const recipient = readAddress(reader, 'destination address');
  reader.octet('protocol identifier');
  const dcs = reader.octet('data coding scheme');
  const { encoding } = coding(dcs);
  reader.octets(VALIDITY_OCTETS[(firstOctet >> 3) & 0x03], 'validity period');
  const { text, concat } = readUserData(reader, encoding, (firstOctet & UDHI) !== 0);
  return { type: 'submit', smsc, reference, recipient: recipient.value, recipientType: recipient.type, dcs, encoding, text, concat };
}

/** The optional parameters after TP-ST (TP-PI, TP-PID...) are not needed and not read. */
function readStatusReport(reader: PduReader, smsc: string | null): SmsStatusReport {
  const reference = reader.octet('message reference');
  const recipient = readAddress(reader, 'recipient address');
  const timestamp = readTimestamp(reader, 'service centre timestamp');
  const dischargeTime = readTimestamp(reader, 'discharge time');
  const status = reader.octet('status');
  return {
    type: 'status-report',
    smsc,
    reference,
    recipient: recipient.value,
    recipientType: recipient.type,
    timestamp,
    dischargeTime,
    status,
    delivered: status < 0x20,
  };
}
