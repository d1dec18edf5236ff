import { Controller, Inject, Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { healthSubject, HealthReport, ServiceName } from '@simrelay/contracts';
import { DataSource } from 'typeorm';
import { MessagingContext } from '../messaging-context';
import { healthReport } from './health-report';

/**
 * The health answer of a service that stands on its database and NATS: `<service>.health`
 * with both checks. `messagingToken` is how that service provides its MessagingContext.
 */
export function databaseHealthController(service: ServiceName, messagingToken: symbol): Type<unknown> {
  @Controller()
  class DatabaseHealthController {
    constructor(
      private readonly dataSource: DataSource,
      @Inject(messagingToken) private readonly messaging: MessagingContext,
    ) {}

    @MessagePattern(healthSubject(service))
    health(): Promise<HealthReport> {
      return healthReport(service, { database: () => this.dataSource.query('SELECT 1'), nats: () => !this.messaging.connection.isClosed() });
    }
  }
  return DatabaseHealthController;
}
