import { DomainError, ErrorCode, IdentitySubjects, WebhookTargetView } from '@simrelay/contracts';
import type { MessagingContext } from '@simrelay/messaging';

/** A user's webhook URL and signing secret, owned by identity and asked for when needed (never stored here). */
export class WebhookTargets {
  constructor(private readonly messaging: MessagingContext) {}

  /** Null for a user who no longer exists; identity being away throws (the caller retries). */
  async of(userId: string): Promise<WebhookTargetView | null> {
    try {
      return await this.messaging.rpc.request<WebhookTargetView>(IdentitySubjects.webhookTarget, { userId });
    } catch (error) {
      if (error instanceof DomainError && error.code === ErrorCode.NotFound) return null;
      throw error;
    }
  }
}
