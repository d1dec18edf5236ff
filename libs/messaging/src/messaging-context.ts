import type { InfrastructureEnv } from '@simrelay/config';
import { JetStreamClient, JetStreamManager, NatsConnection } from 'nats';
import { Namespace } from './namespace';
import { connectNats } from './nats-connection';
import { RpcClient } from './rpc/rpc.client';
import { StreamPublisher } from './events/stream-publisher';

export interface MessagingInput {
  service: string;
  natsUrl: string;
  namespace?: string;
  user?: string;
  pass?: string;
  /** Requests without a timeout of their own wait this long. */
  rpcTimeoutMs?: number;
}

/** One process's NATS handles: request/reply client and JetStream, under its namespace. */
export class MessagingContext {
  private constructor(
    readonly connection: NatsConnection,
    readonly namespace: Namespace,
    readonly rpc: RpcClient,
    readonly js: JetStreamClient,
    readonly jsm: JetStreamManager,
    /** Publishes to JetStream with a message id (the outbox relay's way). */
    readonly streams = new StreamPublisher(connection),
  ) {}

  static async connect(input: MessagingInput): Promise<MessagingContext> {
    const connection = await connectNats({ url: input.natsUrl, name: `${input.service}-client`, user: input.user, pass: input.pass });
    const namespace = new Namespace(input.namespace ?? '');
    const jsm = await connection.jetstreamManager();
    return new MessagingContext(connection, namespace, new RpcClient(connection, namespace, input.rpcTimeoutMs), connection.jetstream(), jsm);
  }

  /** A service's connection as its environment describes it. */
  static fromEnv(service: string, env: InfrastructureEnv): Promise<MessagingContext> {
    return MessagingContext.connect({
      service, natsUrl: env.NATS_URL, namespace: env.NAMESPACE, user: env.NATS_USER, pass: env.NATS_PASS, rpcTimeoutMs: env.RPC_TIMEOUT_MS,
    });
  }

  async close(): Promise<void> {
    if (!this.connection.isClosed()) await this.connection.drain();
  }
}
