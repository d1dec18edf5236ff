import { Inject, Injectable } from '@nestjs/common';
import { IDENTITY_PRINCIPALS_CHANGED, PrincipalsChanged } from '@simrelay/contracts';
import { MESSAGING, MessagingContext } from '@simrelay/messaging';
import { JSONCodec } from 'nats';

const codec = JSONCodec<PrincipalsChanged>();

/**
 * Tells the gateways, after the change is committed, that what they keep of a user's
 * sessions and API key is stale. Gateways also drop everything on a NATS reconnect, and
 * what they keep ages out on its own, so a lost broadcast is bounded.
 */
@Injectable()
export class PrincipalChanges {
  constructor(@Inject(MESSAGING) private readonly messaging: MessagingContext) {}

  user(userId: string): Promise<void> {
    return this.publish({ userId });
  }

  session(sessionId: string): Promise<void> {
    return this.publish({ sessionId });
  }

  /**
   * Resolves once the server has taken the broadcast: our reply to the caller goes out on
   * another connection, and must not overtake it (a gateway would answer from what it kept).
   */
  private async publish(change: PrincipalsChanged): Promise<void> {
    this.messaging.connection.publish(this.messaging.namespace.subject(IDENTITY_PRINCIPALS_CHANGED), codec.encode(change));
    await this.messaging.connection.flush();
  }
}
