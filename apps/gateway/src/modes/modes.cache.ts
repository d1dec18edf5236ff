import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { IDENTITY_MODES_CHANGED, Modes } from '@simrelay/contracts';
import { LOGGER, MESSAGING, MessagingContext } from '@simrelay/messaging';
import { JSONCodec, Subscription } from 'nats';
import type { Logger } from 'pino';
import { IdentityClient } from '../identity/identity.client';

const codec = JSONCodec<Modes>();
const REFRESH_MS = 10_000;

/**
 * This replica's copy of the global modes, so no request waits on identity to learn
 * whether maintenance is on. Updated by identity's broadcast, by this replica's own admin
 * calls, and by a periodic refresh in case a broadcast was missed.
 */
@Injectable()
export class ModesCache implements OnApplicationBootstrap, OnApplicationShutdown {
  private modes: Modes = { maintenance: false, testMode: false };
  private subscription?: Subscription;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly identity: IdentityClient,
    @Inject(MESSAGING) private readonly messaging: MessagingContext,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  get current(): Modes {
    return this.modes;
  }

  update(modes: Modes): void {
    this.modes = { maintenance: modes.maintenance === true, testMode: modes.testMode === true };
  }

  async onApplicationBootstrap(): Promise<void> {
    this.subscription = this.messaging.connection.subscribe(this.messaging.namespace.subject(IDENTITY_MODES_CHANGED), {
      callback: (error, msg) => {
        if (!error) this.update(codec.decode(msg.data));
      },
    });
    this.timer = setInterval(() => void this.refresh(), REFRESH_MS);
    await this.refresh();
  }

  async refresh(): Promise<void> {
    try {
      this.update(await this.identity.getModes());
    } catch (error) {
      this.logger.warn({ err: error }, 'could not refresh modes from identity; keeping the last known');
    }
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
    this.subscription?.unsubscribe();
  }
}
