import { randomUUID } from 'node:crypto';
import { CORRELATION_HEADER, DomainError, ErrorCode, ErrorPayload } from '@simrelay/contracts';
import { currentCorrelationId } from '@simrelay/logging';
import { headers, JSONCodec, NatsConnection } from 'nats';
import { Namespace } from '../namespace';
import { NoReply, ReplyInbox } from './reply-inbox';

const codec = JSONCodec<unknown>();

interface ReplyPacket<T> {
  id?: string;
  response?: T;
  err?: ErrorPayload | string;
}

export const DEFAULT_RPC_TIMEOUT_MS = 5000;

/**
 * Request/reply over NATS in the packet format Nest's NATS transport speaks. Every call
 * has a timeout; a remote domain error comes back as a DomainError with its code.
 */
export class RpcClient {
  private readonly inbox: ReplyInbox;

  constructor(
    connection: NatsConnection,
    private readonly namespace: Namespace,
    private readonly defaultTimeoutMs = DEFAULT_RPC_TIMEOUT_MS,
  ) {
    this.inbox = new ReplyInbox(connection);
  }

  async request<T>(subject: string, data: object, timeoutMs = this.defaultTimeoutMs): Promise<T> {
    const hdrs = headers();
    const correlationId = currentCorrelationId();
    if (correlationId) hdrs.set(CORRELATION_HEADER, correlationId);
    const packet = { pattern: subject, data, id: randomUUID() };
    let reply;
    try {
      reply = await this.inbox.request(this.namespace.subject(subject), codec.encode(packet), { timeoutMs, headers: hdrs });
    } catch (error) {
      if (error instanceof NoReply) throw new DomainError(ErrorCode.Unavailable, `${subject} did not answer`);
      throw error;
    }
    const decoded = codec.decode(reply.data) as ReplyPacket<T>;
    if (decoded.err !== undefined && decoded.err !== null) {
      const err = decoded.err;
      if (DomainError.isPayload(err)) {
        const remote = new DomainError(err.code, err.message, err.fields);
        Object.assign(remote, { errorId: err.errorId, retryAfterSeconds: err.retryAfterSeconds });
        throw remote;
      }
      throw new DomainError(ErrorCode.Internal, typeof err === 'string' ? err : 'Internal server error');
    }
    return decoded.response as T;
  }
}
