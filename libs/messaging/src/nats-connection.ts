import { connect, NatsConnection } from 'nats';

export interface NatsConnectionInput {
  url: string;
  name: string;
  user?: string;
  pass?: string;
}

export function connectNats(input: NatsConnectionInput): Promise<NatsConnection> {
  return connect({
    servers: input.url,
    name: input.name,
    user: input.user,
    pass: input.pass,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    // A request would otherwise capture a stack trace (an Error) up front, for every request:
    // a cost on every hot path for a better trace on timeouts only.
    noAsyncTraces: true,
  });
}
