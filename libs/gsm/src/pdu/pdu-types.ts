export type AddressType =
  | 'international'
  | 'national'
  | 'alphanumeric'
  | 'network-specific'
  | 'subscriber'
  | 'abbreviated'
  | 'unknown';

export type SmsEncoding = 'gsm7' | 'ucs2' | '8bit';

/** The concatenation information element (UDH IE 0x00 with an 8-bit, 0x08 with a 16-bit reference). */
export interface Concat {
  ref: number;
  total: number;
  seq: number;
}

export interface SmsDeliver {
  type: 'deliver';
  smsc: string | null;
  sender: string;
  senderType: AddressType;
  /** ISO 8601 with the PDU's own offset, e.g. '2021-03-14T15:09:26+05:45'. */
  timestamp: string;
  dcs: number;
  encoding: SmsEncoding;
  /** For 8-bit data: the bytes as lower-case hex. */
  text: string;
  concat: Concat | null;
  pid: number;
  messageClass: 0 | 1 | 2 | 3 | null;
}

export interface SmsStatusReport {
  type: 'status-report';
  smsc: string | null;
  /** TP-MR of the SMS-SUBMIT this reports on. */
  reference: number;
  recipient: string;
  recipientType: AddressType;
  /** When the service centre received the message. */
  timestamp: string;
  /** When it was delivered, or when the service centre gave up. */
  dischargeTime: string;
  /** TP-ST, TS 23.040 §9.2.3.15. */
  status: number;
  /** TP-ST 0x00-0x1F: the transaction completed (delivered, forwarded, or replaced). */
  delivered: boolean;
}

export interface SmsSubmit {
  type: 'submit';
  smsc: string | null;
  reference: number;
  recipient: string;
  recipientType: AddressType;
  dcs: number;
  encoding: SmsEncoding;
  text: string;
  concat: Concat | null;
}

export type DecodedPdu = SmsDeliver | SmsStatusReport | SmsSubmit;

/** pdu: hex with SMSC part; tpduLength: octets after the SMSC part (the number AT+CMGS and +CMGL use). */
export interface EncodedPdu {
  pdu: string;
  tpduLength: number;
}
