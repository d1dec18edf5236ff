export * from './gsm-error';

// AT layer
export * from './at/at-line-splitter';
export * from './at/final-result';
export { cmeErrorMeaning } from './at/cme-errors';
export { cmsErrorMeaning } from './at/cms-errors';
export * from './at/unsolicited';
export * from './at/stored-messages';
export * from './at/network-status';
export * from './at/sim-identity';
export * from './at/ussd';

// PDU codec
export * from './pdu/pdu-types';
export { decodePdu } from './pdu/decode-pdu';
export type { DecodeOptions } from './pdu/decode-pdu';
export { encodeDeliver, encodeSubmit } from './pdu/encode-pdu';
export type { DeliverOptions, SubmitOptions } from './pdu/encode-pdu';
export { tpduLength } from './pdu/tpdu-length';

// Multipart
export * from './multipart/multipart-assembler';
