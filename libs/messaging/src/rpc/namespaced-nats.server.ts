import { ServerNats } from '@nestjs/microservices';
import type { NatsOptions } from '@nestjs/microservices';
import { CORRELATION_HEADER } from '@simrelay/contracts';
import { withCorrelation } from '@simrelay/logging';
import type { Msg, NatsConnection, Subscription } from 'nats';
import { Namespace } from '../namespace';

type ServerNatsOptions = Required<NatsOptions>['options'];

/**
 * Nest's NATS transport, subscribing under the namespace. Handlers keep their plain
 * subject (`identity.users.login`); only the wire subject carries the prefix. Each message is
 * handled inside the correlation id its caller sent (here rather than in an interceptor, which
 * costs Nest an Observable chain per message).
 */
export class NamespacedNatsServer extends ServerNats {
  constructor(
    private readonly namespace: Namespace,
    private readonly serverOptions: ServerNatsOptions,
  ) {
    super(serverOptions);
  }

  override handleMessage(channel: string, message: Msg): Promise<unknown> {
    const id = message.headers?.get(CORRELATION_HEADER) || undefined;
    return withCorrelation(id, () => super.handleMessage(channel, message));
  }

  /**
   * Our patterns are plain subjects. The base class tries `JSON.parse` on every message's subject
   * first, and building the error it throws cost each service a tenth of a millisecond a message.
   */
  override getRouteFromPattern(pattern: string): string {
    return pattern.startsWith('{') ? super.getRouteFromPattern(pattern) : pattern;
  }

  override bindEvents(client: NatsConnection): void {
    const queue = this.serverOptions.queue;
    // The base class keeps its subscription list private but unsubscribes it on a graceful close.
    const subscriptions = (this as unknown as { subscriptions: Subscription[] }).subscriptions;
    for (const channel of this.messageHandlers.keys()) {
      const handlerQueue = this.messageHandlers.get(channel)?.extras?.['queue'] ?? queue;
      const subscription = client.subscribe(this.namespace.subject(channel), {
        queue: handlerQueue as string | undefined,
        callback: this.getMessageHandler(channel).bind(this),
      });
      subscriptions.push(subscription);
    }
  }
}
