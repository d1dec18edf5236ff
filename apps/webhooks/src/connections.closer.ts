import type { OnApplicationShutdown } from '@nestjs/common';
import type { MessagingContext } from '@simrelay/messaging';
import type Redis from 'ioredis';

/** Closes the process's Redis and NATS connections last, after every consumer and worker stopped. */
export class ConnectionsCloser implements OnApplicationShutdown {
  constructor(
    private readonly redis: Redis,
    private readonly messaging: MessagingContext,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
    await this.messaging.close();
  }
}
