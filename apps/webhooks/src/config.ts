import { InfrastructureEnv } from '@simrelay/config';
import { IsInt, Matches, Max, Min } from 'class-validator';

/** The webhooks service's environment: the shared infrastructure plus outgoing mail. */
export class WebhooksEnv extends InfrastructureEnv {
  /** May carry credentials (smtps://user:pass@host:465): never log it. */
  @Matches(/^smtps?:\/\//, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL = 'smtp://127.0.0.1:1025';

  @Matches(/^([^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, { message: 'MAIL_FROM must be an address or "Name <address>"' })
  MAIL_FROM = 'SimRelay <no-reply@simrelay.local>';

  @IsInt({ message: 'MAIL_ATTEMPTS must be an integer' }) @Min(1) @Max(50)
  MAIL_ATTEMPTS = 8;
}
