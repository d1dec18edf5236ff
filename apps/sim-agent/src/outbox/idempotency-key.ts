import { createHash } from 'node:crypto';

/**
 * The key of one SMS: the same SIM and the same PDUs give the same key, whatever order
 * the parts were read in and however often one was stored twice. It becomes the
 * JetStream `Nats-Msg-Id` and the receiver's dedup key.
 */
export function smsKey(iccid: string, pdus: string[]): string {
  const distinct = [...new Set(pdus.map((pdu) => pdu.trim().toUpperCase()))].sort();
  return createHash('sha256').update(`sms\n${iccid}\n${distinct.join('\n')}`).digest('hex');
}

/** The key of one call: SIM, caller and the time the agent first saw it ring. */
export function callKey(iccid: string, caller: string | null, startedAt: string): string {
  return createHash('sha256').update(`call\n${iccid}\n${caller ?? ''}\n${startedAt}`).digest('hex');
}

export function pduHash(pdu: string): string {
  return createHash('sha256').update(pdu.trim().toUpperCase()).digest('hex');
}
