import { Inject, Injectable } from '@nestjs/common';
import { IdentityEvents, Lang, MailRequestedEvent, MailTemplate } from '@simrelay/contracts';
import { addToOutbox } from '@simrelay/messaging';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { IdentityEnv } from '../config';
import { IDENTITY_ENV } from '../identity.tokens';

/** The mails identity sends, each with a single-use link. */
export type TokenMailTemplate = Exclude<MailTemplate, 'topup-receipt'>;

/** Where each mail's link points in the web app (SPEC section 2 routes). */
const LINK_PATHS: Record<TokenMailTemplate, string> = {
  'verify-email': '/users/verify/',
  'restore-password': '/users/restore/',
};

/** Writes mail requests into the caller's transaction; webhooks renders and sends them. */
@Injectable()
export class MailRequests {
  constructor(@Inject(IDENTITY_ENV) private readonly env: IdentityEnv) {}

  async request(manager: EntityManager, to: string, lang: Lang, template: TokenMailTemplate, token: string, expiresAt: Date): Promise<void> {
    const link = new URL(LINK_PATHS[template] + encodeURIComponent(token), this.env.PUBLIC_WEB_URL).toString();
    const event: MailRequestedEvent = { mailId: randomUUID(), to, lang, template, link, expiresAt: expiresAt.toISOString() };
    await addToOutbox(manager, IdentityEvents.mailRequested, event, event.mailId);
  }
}
