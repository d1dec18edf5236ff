import { DecodedPdu } from '../../pdu/pdu-types';

/**
 * A PDU and what a peer project's own test asserts about it, in this codec's field names. Only
 * the fields the peer asserts are listed; `source` names the project, file and test.
 */
export interface DecodeVector {
  source: string;
  pdu: string;
  expected: Partial<DecodedPdu> & Record<string, unknown>;
  /** The <stat> the modem listed the message with, when the peer had it. */
  status?: number;
}

/** A PDU a peer's test expects to be refused. */
export interface RejectVector {
  source: string;
  pdu: string;
}
