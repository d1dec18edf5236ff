import { DomainError, ErrorCode, HubErrorAnswer } from '@simrelay/contracts';

/** The protocol's error envelope: `{"status":"ERROR","error":"<text>"}`. */
export const protocolError = (error: string): HubErrorAnswer => ({ status: 'ERROR', error });

/**
 * A failure as the hub reads it. Activations names the protocol's errors in its messages
 * (WRONG_KEY, ACTIVATION_NOT_FOUND, BAD_CURRENCY); a refused field names the fields.
 */
export function errorAnswer(error: unknown): HubErrorAnswer {
  if (error instanceof DomainError) {
    if (error.code === ErrorCode.Invalid && error.fields) return protocolError(`BAD_REQUEST: ${Object.keys(error.fields).join(', ')}`);
    if (error.code === ErrorCode.Unauthorized || error.code === ErrorCode.NotFound || error.code === ErrorCode.Invalid) return protocolError(error.message);
    if (error.code === ErrorCode.Unavailable) return protocolError('SERVICE_UNAVAILABLE');
  }
  return protocolError('INTERNAL_ERROR');
}
