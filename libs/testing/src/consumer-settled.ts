import type { JetStreamManager } from 'nats';
import { waitFor } from './wait-for';

/** Every message of the stream the durable consumer reads was acked (or terminated): its work is done. Names as on the server (namespaced). */
export function consumerSettled(jsm: JetStreamManager, stream: string, durable: string): Promise<true> {
  return waitFor(async () => {
    const consumer = await jsm.consumers.info(stream, durable);
    return consumer.num_pending === 0 && consumer.num_ack_pending === 0 ? true : undefined;
  }, `consumer ${durable} to settle`);
}
