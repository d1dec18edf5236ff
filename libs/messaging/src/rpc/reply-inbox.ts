import { createInbox, Msg, MsgHdrs, NatsConnection, Subscription } from 'nats';

/** Why a request got no answer: nobody serves its subject, no answer in time, or the connection closed. */
export class NoReply extends Error {
  constructor(
    readonly reason: 'no responders' | 'timeout' | 'closed',
    subject: string,
  ) {
    super(`${subject}: ${reason}`);
  }
}

interface Waiting {
  resolve(msg: Msg): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
  subject: string;
}

const NO_RESPONDERS = 503;

/**
 * Requests answered on one wildcard subscription of the connection, as nats.js's own request
 * does, but without its cost on success: nats.js builds (and throws away) an Error with a stack
 * trace for every request that was answered. One token per request, dropped when answered, timed
 * out, or when the connection closes.
 */
export class ReplyInbox {
  private readonly waiting = new Map<string, Waiting>();
  private readonly prefix = `${createInbox()}.`;
  private subscription?: Subscription;
  private sent = 0;

  constructor(private readonly connection: NatsConnection) {}

  request(subject: string, data: Uint8Array, options: { timeoutMs: number; headers?: MsgHdrs }): Promise<Msg> {
    this.subscribe();
    const token = (this.sent++).toString(36);
    return new Promise<Msg>((resolve, reject) => {
      const timer = setTimeout(() => this.settle(token)?.reject(new NoReply('timeout', subject)), options.timeoutMs);
      this.waiting.set(token, { resolve, reject, timer, subject });
      try {
        this.connection.publish(subject, data, { reply: this.prefix + token, headers: options.headers });
      } catch (error) {
        this.settle(token);
        reject(error as Error);
      }
    });
  }

  private subscribe(): void {
    if (this.subscription) return;
    const subscription = this.connection.subscribe(`${this.prefix}*`, { callback: (_error, msg) => this.answer(msg) });
    this.subscription = subscription;
    // A closed connection answers nothing more: its requests fail now rather than at their timeouts.
    void subscription.closed.then(() => {
      for (const token of [...this.waiting.keys()]) {
        const waiting = this.settle(token);
        waiting?.reject(new NoReply('closed', waiting.subject));
      }
    });
  }

  private answer(msg: Msg | undefined): void {
    if (!msg) return;
    const waiting = this.settle(msg.subject.slice(this.prefix.length));
    if (!waiting) return;
    // The server's own answer to a request on a subject with no subscriber (headers only, status 503).
    if (msg.headers?.code === NO_RESPONDERS && msg.data.length === 0) waiting.reject(new NoReply('no responders', waiting.subject));
    else waiting.resolve(msg);
  }

  private settle(token: string): Waiting | undefined {
    const waiting = this.waiting.get(token);
    if (!waiting) return undefined;
    this.waiting.delete(token);
    clearTimeout(waiting.timer);
    return waiting;
  }
}
