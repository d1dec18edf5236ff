import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { healthSubject, HealthReport } from '@simrelay/contracts';
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
  async health(): Promise<HealthReport> {
    const [database, redis] = await Promise.all([
      this.dataSource.query('SELECT 1').then(() => true, () => false),
      this.redis.ping().then(() => true, () => false),
    ]);
    return { service: 'catalog', ok: database && redis, checks: { database, redis } };
  }
}
