import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { healthSubject, HealthReport } from '@simrelay/contracts';
import { healthReport, MessagingContext } from '@simrelay/messaging';
import { DataSource } from 'typeorm';
import { MESSAGING } from '../identity.tokens';

@Controller()
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(MESSAGING) private readonly messaging: MessagingContext,
  ) {}

  @MessagePattern(healthSubject('identity'))
  health(): Promise<HealthReport> {
    return healthReport('identity', { database: () => this.dataSource.query('SELECT 1'), nats: () => !this.messaging.connection.isClosed() });
  }
}
