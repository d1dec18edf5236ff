import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { healthSubject, HealthReport } from '@simrelay/contracts';
import { MESSAGING, MessagingContext } from '@simrelay/messaging';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { SmtpProbe } from './smtp.probe';
import { withTimeout } from './with-timeout';

const CHECK_MS = 1_000;

@Controller()
export class HealthController {
  constructor(
    @Inject(Redis) private readonly redis: Redis,
    @Inject(MESSAGING) private readonly messaging: MessagingContext,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(SmtpProbe) private readonly smtp: SmtpProbe,
  ) {}

  /**
   * Ready means Redis, NATS and the database answer (deliveries are recorded there before
   * they are queued). SMTP is reported but kept out of `ok`: queued mails wait for it.
   */
  @MessagePattern(healthSubject('webhooks'))
  async report(): Promise<HealthReport> {
    const [redis, nats, database, smtp] = await Promise.all([this.redisUp(), this.natsUp(), this.databaseUp(), this.smtp.isUp()]);
    return { service: 'webhooks', ok: redis && nats && database, checks: { redis, nats, database, smtp } };
  }

  private redisUp(): Promise<boolean> {
    // Not 'ready' means reconnecting: answer at once rather than queue a ping behind it.
    if (this.redis.status !== 'ready') return Promise.resolve(false);
    return withTimeout(this.redis.ping().then((reply) => reply === 'PONG'), CHECK_MS, false);
  }

  private natsUp(): Promise<boolean> {
    const connection = this.messaging.connection;
    if (connection.isClosed()) return Promise.resolve(false);
    return withTimeout(connection.flush().then(() => true), CHECK_MS, false);
  }

  private databaseUp(): Promise<boolean> {
    if (!this.dataSource.isInitialized) return Promise.resolve(false);
    return withTimeout(this.dataSource.query('SELECT 1').then(() => true), CHECK_MS, false);
  }
}
