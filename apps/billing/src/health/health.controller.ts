import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { healthSubject, HealthReport } from '@simrelay/contracts';
import { healthReport, MessagingContext } from '@simrelay/messaging';
import { DataSource } from 'typeorm';
import { MESSAGING } from '../billing.tokens';

@Controller()
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(MESSAGING) private readonly messaging: MessagingContext,
  ) {}

  @MessagePattern(healthSubject('billing'))
  health(): Promise<HealthReport> {
    return healthReport('billing', { database: () => this.dataSource.query('SELECT 1'), nats: () => !this.messaging.connection.isClosed() });
  }
}
