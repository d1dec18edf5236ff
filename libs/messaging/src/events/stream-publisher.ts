import { JSONCodec, MsgHdrs, NatsConnection } from 'nats';
import { ReplyInbox } from '../rpc/reply-inbox';

/** What this reads of a JetStream publish acknowledgement (or of the stream's refusal). */
interface PubAck {
  stream?: string;
  error?: { description?: string };
}

const acks = JSONCodec<PubAck>();
const MSG_ID_HEADER = 'Nats-Msg-Id';

/**
 * Publishes to JetStream and waits for the stream's acknowledgement, as `js.publish` does (the
 * message id in `Nats-Msg-Id` for the stream's deduplication), through a `ReplyInbox`: on the
 * outbox relay's every event nats.js would build a throwaway Error.
 */
export class StreamPublisher {
  private readonly inbox: ReplyInbox;

  constructor(connection: NatsConnection, private readonly timeoutMs = 5000) {
    this.inbox = new ReplyInbox(connection);
  }

  /** Resolves once a stream has the message (or already had its id); throws when none took it. */
  async publish(subject: string, data: Uint8Array, msgId: string, headers: MsgHdrs): Promise<void> {
    headers.set(MSG_ID_HEADER, msgId);
    const reply = await this.inbox.request(subject, data, { timeoutMs: this.timeoutMs, headers });
    const ack = acks.decode(reply.data);
    if (ack.error || !ack.stream) throw new Error(`no stream took ${subject}: ${ack.error?.description ?? 'no acknowledgement'}`);
  }
}
