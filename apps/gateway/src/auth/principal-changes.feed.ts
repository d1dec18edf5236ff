import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { IDENTITY_PRINCIPALS_CHANGED, PrincipalsChanged } from '@simrelay/contracts';
import { listenBroadcast, LOGGER, MESSAGING, MessagingContext } from '@simrelay/messaging';
import type { Subscription } from 'nats';
import type { Logger } from 'pino';
import { PrincipalCache } from './principal-cache';

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
    this.subscription = listenBroadcast<PrincipalsChanged>(this.messaging, IDENTITY_PRINCIPALS_CHANGED, {
      message: (change) => {
        if (change.userId) this.cache.dropUser(change.userId);
        if (change.sessionId) this.cache.dropSession(change.sessionId);
        for (const listener of this.listeners) listener(change);
      },
      missed: () => {
        this.cache.clear();
        this.logger.warn('principal changes may have been missed; cache cleared');
      },
    });
  }

  onApplicationShutdown(): void {
    this.subscription?.unsubscribe();
  }
}
