import { MailRequestedEvent } from '@simrelay/contracts';
import type { Namespace } from '@simrelay/messaging';
import type { Job } from 'bullmq';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { ConsumerWorker } from '../consumer-worker';
import { renderMail } from './mail-renderer';
import { MailSender } from './mail-sender';
import { MAIL_QUEUE } from './mail.queue';

export interface MailWorkerOptions {
  namespace: Namespace;
  concurrency?: number;
}

/** Consumes the mail queue: renders each mail and sends it over SMTP. */
export class MailWorker extends ConsumerWorker<MailRequestedEvent> {
  constructor(
    redis: Redis,
    private readonly sender: MailSender,
    logger: Logger,
    options: MailWorkerOptions,
  ) {
    super(redis, logger, { queue: MAIL_QUEUE, type: MailRequestedEvent, namespace: options.namespace, concurrency: options.concurrency ?? 4 });
  }

  protected async handle(mail: MailRequestedEvent, job: Job<unknown>): Promise<void> {
    await this.sender.send({ mailId: mail.mailId, to: mail.to, lang: mail.lang, ...renderMail(mail) });
    this.logger.info({ mailId: mail.mailId, template: mail.template, lang: mail.lang, attempt: job.attemptsMade + 1 }, 'mail sent');
  }

  /** Job ids are mail ids. Never log job data: the link holds a secret token. */
  protected failed(job: Job | undefined, error: Error, final: boolean): void {
    this.logger[final ? 'error' : 'warn']({ mailId: job?.id, attempt: job?.attemptsMade, err: error, final }, 'mail not sent');
  }
}
