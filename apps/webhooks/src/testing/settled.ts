import type { MessagingContext } from '@simrelay/messaging';
import { waitFor } from '@simrelay/testing';
import type { ProducerQueue } from '../producer-queue';

/** Every published event acked or terminated by the durable consumer, and no job waiting, running or due for a retry. */
export function settled(peer: MessagingContext, stream: string, durable: string, producer: ProducerQueue<object>): Promise<true> {
  return waitFor(async () => {
    const ns = peer.namespace;
    const consumer = await peer.jsm.consumers.info(ns.name(stream), ns.name(durable));
    const jobs = await producer.queue.getJobCounts('active', 'waiting', 'delayed', 'prioritized');
    const idle = consumer.num_pending === 0 && consumer.num_ack_pending === 0 && Object.values(jobs).every((n) => n === 0);
    return idle ? true : undefined;
  }, 'the consumer and the queue to settle');
}
