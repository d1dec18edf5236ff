import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { IDENTITY_PRINCIPALS_CHANGED, PrincipalsChanged } from '@simrelay/contracts';
import { MessagingContext } from '@simrelay/messaging';
import { JSONCodec, Subscription } from 'nats';
import type { Logger } from 'pino';
import { LOGGER, MESSAGING } from '../gateway.tokens';
import { PrincipalCache } from './principal-cache';

const codec = JSONCodec<PrincipalsChanged>();

/**
 * Keeps this replica's principal cache honest: identity's broadcast drops what changed, and
 * a NATS disconnect or reconnect drops everything (broadcasts may have been missed).
 */
@Injectable()
export class PrincipalCacheListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private subscription?: Subscription;

  constructor(
    private readonly cache: PrincipalCache,
    @Inject(MESSAGING) private readonly messaging: MessagingContext,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

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
