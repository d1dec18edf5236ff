import type { OnApplicationShutdown } from '@nestjs/common';
import type { Namespace } from '@simrelay/messaging';
import { DefaultJobOptions, Queue } from 'bullmq';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { bullPrefix } from './bull-prefix';

export interface ProducerQueueOptions {
  namespace: Namespace;
  logger: Logger;
  jobOptions: DefaultJobOptions;
}

/**
 * The producer side of a BullMQ queue, on a connection of its own that fails fast: while Redis
 * is away the event handler that enqueues throws and JetStream offers the event again, instead
 * of the handler waiting without end.
 */
export class ProducerQueue<Jobs extends object> implements OnApplicationShutdown {
  readonly queue: Queue<Jobs[keyof Jobs], void, Extract<keyof Jobs, string>>;
  private readonly connection: Redis;

  constructor(redis: Redis, name: string, options: ProducerQueueOptions) {
    this.connection = redis.duplicate({ maxRetriesPerRequest: 2, connectionName: `webhooks-${name}-queue` });
    this.queue = new Queue(name, { connection: this.connection, prefix: bullPrefix(options.namespace), defaultJobOptions: options.jobOptions });
    this.queue.on('error', (error) => options.logger.warn({ err: error, queue: name }, 'queue connection error'));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
    await this.connection.quit().catch(() => this.connection.disconnect());
  }
}
