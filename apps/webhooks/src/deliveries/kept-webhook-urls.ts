import type { OnApplicationShutdown } from '@nestjs/common';
import { IDENTITY_PRINCIPALS_CHANGED, PrincipalsChanged } from '@simrelay/contracts';
import { KeptByKey, listenBroadcast, MessagingContext } from '@simrelay/messaging';
import type { Subscription } from 'nats';
import type { Logger } from 'pino';
import { WebhookTargets } from './webhook-targets';

/** A lost broadcast is forgotten after this long at most. */
const KEEP_MS = 60_000;
const MAX_USERS = 50_000;

/**
 * Whether (and where) a user wants webhooks, kept so that a code for a user without a URL (most
 * of them) costs identity nothing. Identity broadcasts a change of URL after its commit and
 * before it answers (`identity.principals.changed`); that broadcast reaches this connection
 * before any code sent after the change, so the URL read for such a code is never the old one.
 * A gap in the broadcasts (reconnect) forgets everything. The signing secret is not kept: each
 * attempt reads it (`WebhookTargets`).
 */
export class KeptWebhookUrls implements OnApplicationShutdown {
  private readonly kept = new KeptByKey<string | null>(KEEP_MS, MAX_USERS);
  private readonly subscription: Subscription;

  /** Listens from its construction, before any consumer that asks it has started. */
  constructor(
    private readonly targets: WebhookTargets,
    messaging: MessagingContext,
    logger: Logger,
  ) {
    this.subscription = listenBroadcast<PrincipalsChanged>(messaging, IDENTITY_PRINCIPALS_CHANGED, {
      message: (change) => {
        if (change.userId) this.kept.forget(change.userId);
      },
      missed: () => {
        this.kept.clear();
        logger.warn('identity changes may have been missed; kept webhook URLs dropped');
      },
    });
  }

  /** The user's URL, null for none (or a user identity does not know). */
  of(userId: string): Promise<string | null> {
    return this.kept.get(userId, async () => (await this.targets.of(userId))?.url ?? null);
  }

  /** True only when the user is known, now, to have no URL; never asks identity. */
  knownWithout(userId: string): boolean {
    return this.kept.peek(userId)?.data === null;
  }

  onApplicationShutdown(): void {
    this.subscription.unsubscribe();
  }
}
