import { DomainError, ErrorCode, validateMessage } from '@simrelay/contracts';
import { withCorrelation } from '@simrelay/logging';
import { AckPolicy, ConsumerMessages, DeliverPolicy, JetStreamClient, JetStreamManager, JsMsg, JSONCodec } from 'nats';
import type { Logger } from 'pino';
import { Namespace } from '../namespace';
import { EVENT_CORRELATION_HEADER } from './event-headers';

export interface DurableConsumerSpec<T extends object> {
  stream: string;
  durable: string;
  filterSubject: string;
  type: new () => T;
  handle: (event: T, msg: JsMsg) => Promise<void>;
  ackWaitSeconds?: number;
  /** Delay before a failed message is offered again. */
  retryDelayMs?: number;
  /** Messages handled at once (default 1: one after another). */
  concurrency?: number;
  /** Messages with the same key are handled one after another, in stream order. */
  orderKey?: (event: T) => string;
  /**
   * Asked of the payload before its contract is checked, in the loop that takes messages one by
   * one (so it asks nothing of anyone): false acks the message unread (a reader that acts on few
   * of a stream's messages skips the rest cheaply). A failure counts as true.
   */
  wanted?: (payload: unknown) => boolean;
}

const codec = JSONCodec<unknown>();
const SECOND_NS = 1_000_000_000;
const SKIPPED = Symbol('skipped');

/**
 * A durable pull consumer. A message is acked only after its handler returned (the
 * handler commits its own work first); a handler that throws gets the message again
 * later. A payload that fails its contract can never succeed and is terminated, logged.
 * With `concurrency` above 1, messages of different `orderKey`s are handled side by side.
 */
export class DurableConsumer<T extends object> {
  private messages?: ConsumerMessages;
  private loop?: Promise<void>;

  constructor(
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
    private readonly namespace: Namespace,
    private readonly spec: DurableConsumerSpec<T>,
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    const stream = this.namespace.name(this.spec.stream);
    const durable = this.namespace.name(this.spec.durable);
    await this.jsm.consumers.add(stream, {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      filter_subject: this.namespace.subject(this.spec.filterSubject),
      ack_wait: (this.spec.ackWaitSeconds ?? 30) * SECOND_NS,
      max_deliver: -1,
    });
    const consumer = await this.js.consumers.get(stream, durable);
    this.messages = await consumer.consume({ max_messages: 64 });
    this.loop = this.run(this.messages);
  }

  private async run(messages: ConsumerMessages): Promise<void> {
    const limit = this.spec.concurrency ?? 1;
    const inFlight = new Set<Promise<void>>();
    const lastOfKey = new Map<string, Promise<void>>();
    for await (const msg of messages) {
      while (inFlight.size >= limit) await Promise.race(inFlight);
      const correlation = msg.headers?.get(EVENT_CORRELATION_HEADER) || undefined;
      const event = await withCorrelation(correlation, () => this.decode(msg));
      if (event === SKIPPED) {
        msg.ack();
        continue;
      }
      if (!event) continue;
      const key = this.spec.orderKey?.(event) ?? '';
      // `handle` never rejects, so a chain of one key never breaks.
      const task = (lastOfKey.get(key) ?? Promise.resolve()).then(() => withCorrelation(correlation, () => this.handle(event, msg)));
      lastOfKey.set(key, task);
      const tracked: Promise<void> = task.finally(() => {
        inFlight.delete(tracked);
        if (lastOfKey.get(key) === task) lastOfKey.delete(key);
      });
      inFlight.add(tracked);
    }
    await Promise.all(inFlight);
  }

  /** The event, SKIPPED for one not wanted, or undefined for a payload that fails its contract (terminated: it can never succeed). */
  private async decode(msg: JsMsg): Promise<T | typeof SKIPPED | undefined> {
    try {
      const payload = codec.decode(msg.data);
      if (!this.isWanted(payload)) return SKIPPED;
      return await validateMessage(this.spec.type, payload);
    } catch (error) {
      const fields = error instanceof DomainError && error.code === ErrorCode.Invalid ? error.fields : undefined;
      this.logger.error({ subject: msg.subject, seq: msg.seq, fields }, 'event refused by its contract; terminated');
      msg.term();
      return undefined;
    }
  }

  private isWanted(payload: unknown): boolean {
    try {
      return this.spec.wanted?.(payload) ?? true;
    } catch {
      return true;
    }
  }

  private async handle(event: T, msg: JsMsg): Promise<void> {
    try {
      await this.spec.handle(event, msg);
      msg.ack();
    } catch (error) {
      this.logger.warn({ err: error, subject: msg.subject, seq: msg.seq, redelivery: msg.info.redeliveryCount }, 'event handler failed; will retry');
      msg.nak(this.spec.retryDelayMs ?? 2000);
    }
  }

  async stop(): Promise<void> {
    this.messages?.stop();
    await this.loop;
  }
}

/**
 * Deletes a durable consumer this service no longer reads with: left on the server, it would
 * keep counting every message of its stream as pending for no reader. Gone already: nothing.
 */
export async function retireDurable(jsm: JetStreamManager, namespace: Namespace, stream: string, durable: string): Promise<void> {
  try {
    await jsm.consumers.delete(namespace.name(stream), namespace.name(durable));
  } catch (error) {
    if (!/(consumer|stream) not found/i.test(String((error as Error).message))) throw error;
  }
}
