import { EnvInteger, InfrastructureEnv } from '@simrelay/config';
import { IsNetworkList } from '@simrelay/net-guard';
import { IsUrl, Matches } from 'class-validator';

/** The webhooks service's environment: the shared infrastructure, outgoing mail and webhook delivery. */
export class WebhooksEnv extends InfrastructureEnv {
  /** May carry credentials (smtps://user:pass@host:465): never log it. */
  @Matches(/^smtps?:\/\//, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL = 'smtp://127.0.0.1:1025';

  @Matches(/^([^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, { message: 'MAIL_FROM must be an address or "Name <address>"' })
  MAIL_FROM = 'SimRelay <no-reply@simrelay.local>';

  @EnvInteger(1, 50)
  MAIL_ATTEMPTS = 8;

  /** Links in mails (a receipt's "open your balance") open the web app here. */
  @IsUrl({ require_tld: false, require_protocol: true }, { message: 'PUBLIC_WEB_URL must be an absolute URL' })
  PUBLIC_WEB_URL: string = 'http://localhost:5173';

  /** The pause between a failed webhook attempt and the next one (SPEC: 10 seconds). */
  @EnvInteger(10, 3_600_000)
  WEBHOOK_RETRY_DELAY_MS: number = 10_000;

  /**
   * How often pending deliveries are checked for a job that is gone or over (a job BullMQ failed
   * after repeated stalls, a give-up that could not be written): see DeliverySweeper.
   */
  @EnvInteger(1_000, 3_600_000)
  WEBHOOK_SWEEP_MS: number = 30_000;

  /** How long one webhook attempt may take, answer included, before it counts as failed. */
  @EnvInteger(100, 60_000)
  WEBHOOK_TIMEOUT_MS: number = 10_000;

  /**
   * Networks webhooks may reach although they are not public (CIDRs, comma-separated), e.g. a
   * receiver on the operator's own network. Empty: public addresses only. Identity checks URLs
   * against the same setting when users save them.
   */
  @IsNetworkList()
  WEBHOOK_ALLOWED_NETWORKS: string = '';
}
