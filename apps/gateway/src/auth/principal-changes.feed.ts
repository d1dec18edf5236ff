import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { IDENTITY_PRINCIPALS_CHANGED, PrincipalsChanged } from '@simrelay/contracts';
import { LOGGER, MESSAGING, MessagingContext } from '@simrelay/messaging';
import { JSONCodec, Subscription } from 'nats';
import type { Logger } from 'pino';
import { PrincipalCache } from './principal-cache';

const codec = JSONCodec<PrincipalsChanged>();

export type PrincipalChangeListener = (change: PrincipalsChanged) => void;

/**
 * Identity's broadcast of changes to who a token or key stands for, heard by this replica:
 * the principal cache drops what changed (and everything on a NATS disconnect or reconnect,
 * when broadcasts may have been missed); other parts (live sockets) listen too.
 */
@Injectable()
export class PrincipalChangesFeed implements OnApplicationBootstrap, OnApplicationShutdown {
  private subscription?: Subscription;
  private readonly listeners = new Set<PrincipalChangeListener>();

  constructor(
    private readonly cache: PrincipalCache,
    @Inject(MESSAGING) private readonly messaging: MessagingContext,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onChange(listener: PrincipalChangeListener): void {
    this.listeners.add(listener);
  }

  onApplicationBootstrap(): void {
    const connection = this.messaging.connection;
    this.subscription = connection.subscribe(this.messaging.namespace.subject(IDENTITY_PRINCIPALS_CHANGED), {
      callback: (error, msg) => {
        if (error) {
          this.cache.clear();
          return this.logger.warn({ err: error }, 'principal change subscription failed; cache cleared');
        }
        const change = codec.decode(msg.data);
        if (change.userId) this.cache.dropUser(change.userId);
        if (change.sessionId) this.cache.dropSession(change.sessionId);
        for (const listener of this.listeners) listener(change);
      },
    });
    void (async () => {
      for await (const status of connection.status()) {
        if (status.type === 'disconnect' || status.type === 'reconnect') this.cache.clear();
      }
    })();
  }

  onApplicationShutdown(): void {
    this.subscription?.unsubscribe();
  }
}
