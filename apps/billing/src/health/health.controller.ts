import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { healthSubject, HealthReport } from '@simrelay/contracts';
import { MessagingContext } from '@simrelay/messaging';
import { DataSource } from 'typeorm';
import { MESSAGING } from '../billing.tokens';

@Controller()
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(MESSAGING) private readonly messaging: MessagingContext,
  ) {}

  @MessagePattern(healthSubject('billing'))
  async health(): Promise<HealthReport> {
    const database = await this.dataSource.query('SELECT 1').then(() => true, () => false);
    const nats = !this.messaging.connection.isClosed();
    return { service: 'billing', ok: database && nats, checks: { database, nats } };
  }
}
