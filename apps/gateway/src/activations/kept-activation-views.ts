import { Inject, Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { ActivationChangedEvent, ActivationsEvents, ActivationView, validateMessage } from '@simrelay/contracts';
import { LOGGER, MESSAGING, MessagingContext } from '@simrelay/messaging';
import { DebugEvents, Events, JSONCodec, Subscription } from 'nats';
import type { Logger } from 'pino';

/** One user's kept answers; replaced (never emptied) on a change, so a load begun before it cannot land after it. */
interface UserViews {
  current?: Promise<ActivationView[]>;
  /** By the reference the client polls with (order number or UUID). */
  byRef: Map<string, Promise<ActivationView>>;
}

const codec = JSONCodec<unknown>();
const MAX_USERS = 100_000;
const MAX_REFS_PER_USER = 32;
/** NATS connection states after which events may have been missed. */
const LOST = new Set<string>([Events.Disconnect, Events.Error, DebugEvents.Reconnecting, DebugEvents.StaleConnection]);

/**
 * Resolves after the I/O that is ready now has been handled: a change event that reached this
 * process before the poll did (ready in the same turn of the event loop, whichever socket the
 * loop looks at first) is heard before the poll is answered.
 */
const heardFirst = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * The status reads clients poll (open activations, one activation), kept in this gateway's
 * memory per user, so a poll costs no NATS request and no SQL. Activations owns the facts: every
 * committed change to a user's activation reaches every gateway as `evt.activations.changed`
 * (a plain subscription, no queue group: each instance hears all), and drops that user's kept
 * answers before anything else this instance says about the change (see RealtimeGateway).
 *
 * Never older than the event that changed it: an answer is kept only in the entry its load
 * started under, and a change replaces the entry, so a reply that was on its way while the
 * change came is given to the polls that were already waiting and then forgotten. Nothing is
 * kept while the subscription may be missing events: before it is registered with the server,
 * and from a lost connection until it is back (everything is dropped then). A restarted gateway
 * starts empty. No shared copy (Redis) on purpose: it would outlive the events that invalidate
 * it while no gateway listens, and checking it on every poll costs the round trip this saves.
 */
@Injectable()
export class KeptActivationViews implements OnModuleInit, OnModuleDestroy {
  private users = new Map<string, UserViews>();
  private live = false;
  private subscription?: Subscription;

  constructor(
    @Inject(MESSAGING) private readonly messaging: MessagingContext,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onModuleInit(): Promise<void> {
    const { connection, namespace } = this.messaging;
    this.subscription = connection.subscribe(namespace.subject(ActivationsEvents.changed), {
      callback: (error, msg) => {
        if (error) return this.lose('activation change subscription failed', error);
        let plain: unknown;
        try {
          plain = codec.decode(msg.data);
        } catch {
          // Unreadable: which user changed is unknown, so nobody's kept answers can be trusted.
          return this.dropAll('unreadable activation change');
        }
        const userId = (plain as { userId?: unknown })?.userId;
        // Dropped at once (a poll right after must not get the old answer); the contract is checked after.
        if (typeof userId === 'string') this.forget(userId);
        else this.dropAll('activation change without a user');
        validateMessage(ActivationChangedEvent, plain, { dropUnknown: true }).catch((invalid: unknown) =>
          this.logger.warn({ err: invalid }, 'activation change breaks its contract'),
        );
      },
    });
    void this.followConnection();
    await this.goLive();
  }

  onModuleDestroy(): void {
    this.live = false;
    this.subscription?.unsubscribe();
  }

  /** The user's open activations, oldest first. */
  async current(userId: string, load: () => Promise<ActivationView[]>): Promise<ActivationView[]> {
    await heardFirst();
    if (!this.live) return load();
    const entry = this.entry(userId);
    entry.current ??= this.keep(userId, entry, load, () => (entry.current = undefined));
    return entry.current;
  }

  /** One activation of the user's, by the reference polled with. */
  async one(userId: string, ref: string, load: () => Promise<ActivationView>): Promise<ActivationView> {
    await heardFirst();
    if (!this.live) return load();
    const entry = this.entry(userId);
    let answer = entry.byRef.get(ref);
    if (!answer) {
      answer = this.keep(userId, entry, load, () => entry.byRef.delete(ref));
      entry.byRef.set(ref, answer);
      if (entry.byRef.size > MAX_REFS_PER_USER) entry.byRef.delete(entry.byRef.keys().next().value as string);
    }
    return answer;
  }

  /** The user's open activations if kept (or being loaded) now; undefined: ask `current`. */
  async keptCurrent(userId: string): Promise<ActivationView[] | undefined> {
    await heardFirst();
    return this.live ? this.users.get(userId)?.current : undefined;
  }

  /** One activation if kept (or being loaded) now under that reference; undefined: ask `one`. */
  async keptOne(userId: string, ref: string): Promise<ActivationView | undefined> {
    await heardFirst();
    return this.live ? this.users.get(userId)?.byRef.get(ref) : undefined;
  }

  /** Drops what is kept for the user: a change came (or this gateway just made one). */
  forget(userId: string): void {
    this.users.delete(userId);
  }

  /** How many users have answers kept (for tests and the benchmark's heap figures). */
  get size(): number {
    return this.users.size;
  }

  private entry(userId: string): UserViews {
    let entry = this.users.get(userId);
    if (entry) {
      // Most recently used last: the oldest go first when full.
      this.users.delete(userId);
    } else {
      entry = { byRef: new Map() };
    }
    this.users.set(userId, entry);
    while (this.users.size > MAX_USERS) this.users.delete(this.users.keys().next().value as string);
    return entry;
  }

  /** The load's answer, kept in `entry` unless it fails (a failure is asked again next time). */
  private keep<T>(userId: string, entry: UserViews, load: () => Promise<T>, unset: () => void): Promise<T> {
    return load().catch((error: unknown) => {
      if (this.users.get(userId) === entry) unset();
      throw error;
    });
  }

  private async goLive(): Promise<void> {
    try {
      // Registered with the server before anything is kept: no change can pass unheard.
      await this.messaging.connection.flush();
      this.users = new Map();
      this.live = true;
    } catch (error) {
      this.lose('could not confirm the activation change subscription', error);
    }
  }

  /** A change for an unknown user: everything goes, the subscription stays good. */
  private dropAll(reason: string): void {
    this.logger.warn(`${reason}: kept activation views dropped`);
    this.users = new Map();
  }

  private lose(reason: string, error?: unknown): void {
    if (this.live) this.logger.warn({ err: error }, `${reason}: kept activation views dropped`);
    this.live = false;
    this.users = new Map();
  }

  private async followConnection(): Promise<void> {
    for await (const status of this.messaging.connection.status()) {
      if (LOST.has(status.type)) this.lose(`NATS connection ${status.type}`);
      else if (status.type === Events.Reconnect) await this.goLive();
    }
  }
}
