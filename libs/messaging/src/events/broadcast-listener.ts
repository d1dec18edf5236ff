import { JSONCodec, Subscription } from 'nats';
import type { MessagingContext } from '../messaging-context';

export interface BroadcastHandlers<T> {
  message: (payload: T) => void;
  /**
   * Broadcasts may have been missed (the subscription failed, the connection dropped or came
   * back): whatever was kept on their word must be dropped.
   */
  missed: () => void;
}

/**
 * A core NATS broadcast (every instance hears it, no queue group) that tells keepers of copies
 * what went stale. Core NATS keeps nothing for a listener that was away, so a gap is reported
 * as `missed` instead of passing unnoticed.
 */
export function listenBroadcast<T>(messaging: MessagingContext, subject: string, handlers: BroadcastHandlers<T>): Subscription {
  const codec = JSONCodec<T>();
  const connection = messaging.connection;
  const subscription = connection.subscribe(messaging.namespace.subject(subject), {
    callback: (error, msg) => (error ? handlers.missed() : handlers.message(codec.decode(msg.data))),
  });
  void (async () => {
    for await (const status of connection.status()) {
      if (status.type === 'disconnect' || status.type === 'reconnect') handlers.missed();
    }
  })();
  return subscription;
}
