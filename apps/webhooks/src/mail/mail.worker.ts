import type { BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
import { DomainError, MailRequestedEvent, validateMessage } from '@simrelay/contracts';
import type { Namespace } from '@simrelay/messaging';
import { Job, UnrecoverableError, Worker } from 'bullmq';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { renderMail } from './mail-renderer';
import { MailSender } from './mail-sender';
import { bullPrefix } from '../bull-prefix';
import { MAIL_QUEUE } from './mail.queue';

export interface MailWorkerOptions {
  namespace: Namespace;
  concurrency?: number;
}

/** Whether BullMQ gave up on the job (no retry follows). */
const isFinal = (job: Job | undefined, error: Error): boolean =>
  !job || error instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);

/** Consumes the mail queue: validates each job, renders it and sends it over SMTP. */
export class MailWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private worker?: Worker<unknown, void>;

  constructor(
    private readonly redis: Redis,
    private readonly sender: MailSender,
    private readonly logger: Logger,
    private readonly options: MailWorkerOptions,
  ) {}

  onApplicationBootstrap(): void {
    // BullMQ duplicates `redis` for its blocking reads; it requires maxRetriesPerRequest: null.
    this.worker = new Worker<unknown, void>(MAIL_QUEUE, (job) => this.process(job), {
      connection: this.redis,
      prefix: bullPrefix(this.options.namespace),
      concurrency: this.options.concurrency ?? 4,
    });
    // Job ids are mail ids. Never log job data: the link holds a secret token.
    this.worker.on('failed', (job, error) => {
      const final = isFinal(job, error);
      this.logger[final ? 'error' : 'warn']({ mailId: job?.id, attempt: job?.attemptsMade, err: error, final }, 'mail not sent');
    });
    this.worker.on('error', (error) => this.logger.error({ err: error }, 'mail worker error'));
  }

  private async process(job: Job<unknown>): Promise<void> {
    const mail = await this.validate(job);
    await this.sender.send({ mailId: mail.mailId, to: mail.to, lang: mail.lang, ...renderMail(mail) });
    this.logger.info({ mailId: mail.mailId, template: mail.template, lang: mail.lang, attempt: job.attemptsMade + 1 }, 'mail sent');
  }

  /** Data that breaks the contract can never succeed: fail the job at once, no retry. */
  private async validate(job: Job<unknown>): Promise<MailRequestedEvent> {
    try {
      return await validateMessage(MailRequestedEvent, job.data);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      // Field names and message keys only, never the values.
      throw new UnrecoverableError(`mail job refused by its contract: ${JSON.stringify(error.fields ?? {})}`);
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    // Waits for the jobs in progress: one cut off mid-send would stall and be sent again.
    await this.worker?.close();
  }
}
