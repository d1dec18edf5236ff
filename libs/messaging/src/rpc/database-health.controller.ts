import { Controller, Inject, Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { healthSubject, HealthReport, ServiceName } from '@simrelay/contracts';
import { DataSource } from 'typeorm';
import { MESSAGING } from '../infrastructure/infrastructure.providers';
import { MessagingContext } from '../messaging-context';
import { healthReport } from './health-report';

/**
 * The health answer of a service that stands on its database and NATS: `<service>.health`
 * with both checks, over the connections of infrastructureProviders().
 */
export function databaseHealthController(service: ServiceName): Type<unknown> {
  @Controller()
  class DatabaseHealthController {
    constructor(
      private readonly dataSource: DataSource,
      @Inject(MESSAGING) private readonly messaging: MessagingContext,
    ) {}

    @MessagePattern(healthSubject(service))
    health(): Promise<HealthReport> {
      return healthReport(service, { database: () => this.dataSource.query('SELECT 1'), nats: () => !this.messaging.connection.isClosed() });
    }
  }
  return DatabaseHealthController;
}
