import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { healthSubject, HealthReport } from '@simrelay/contracts';
import { healthReport } from '@simrelay/messaging';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS } from '../catalog.tokens';

@Controller()
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  @MessagePattern(healthSubject('catalog'))
  health(): Promise<HealthReport> {
    return healthReport('catalog', { database: () => this.dataSource.query('SELECT 1'), redis: () => this.redis.ping() });
  }
}
