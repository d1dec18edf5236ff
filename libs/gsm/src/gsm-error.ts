/**
 * Stable codes, so callers can branch without parsing messages:
 * - PDU_BAD_HEX: not hex, or an odd number of hex digits;
 * - PDU_TRUNCATED: a field or a length points past the end of the PDU;
 * - PDU_INVALID: a value the specifications do not allow (a month 13, an address of 30 digits...);
 * - PDU_UNSUPPORTED: valid, but not something this codec handles (compressed text, TP-MTI 3);
 * - ENCODE_INVALID: encoder input that cannot become a PDU (a bad number, a character GSM 7-bit lacks);
 * - AT_MALFORMED: an AT response or unsolicited line that does not have its documented form.
 */
export type GsmErrorCode = 'PDU_BAD_HEX' | 'PDU_TRUNCATED' | 'PDU_INVALID' | 'PDU_UNSUPPORTED' | 'ENCODE_INVALID' | 'AT_MALFORMED';

/** Every failure of the codec and parsers; nothing else is ever thrown. */
export class GsmError extends Error {
  readonly code: string;

  constructor(code: GsmErrorCode, message: string) {
    super(message);
    this.name = 'GsmError';
    this.code = code;
  }
}
