import type { OnApplicationShutdown } from '@nestjs/common';
import type { MessagingContext } from '@simrelay/messaging';
import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';

/** Closes the process's Redis, NATS and database connections last, after every consumer and worker stopped. */
export class ConnectionsCloser implements OnApplicationShutdown {
  constructor(
    private readonly redis: Redis,
    private readonly messaging: MessagingContext,
    private readonly dataSource: DataSource,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
    await this.messaging.close();
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}
