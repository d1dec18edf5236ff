import { Controller, Get, Inject, Res } from '@nestjs/common';
import { healthSubject, HealthReport, SERVICES } from '@simrelay/contracts';
import { MESSAGING, MessagingContext } from '@simrelay/messaging';
import type { FastifyReply } from 'fastify';
import type Redis from 'ioredis';
import { REDIS } from '../gateway.tokens';

/** 200 only when every service behind the gateway answers its health subject. */
@Controller('health')
export class HealthController {
  constructor(
    @Inject(MESSAGING) private readonly messaging: MessagingContext,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  @Get()
  async health(@Res({ passthrough: true }) reply: FastifyReply) {
    const entries = await Promise.all(
      SERVICES.map(async (service) => {
        const report = await this.messaging.rpc.request<HealthReport>(healthSubject(service), {}, 1500).catch(() => undefined);
        return [service, report?.ok === true] as const;
      }),
    );
    const redis = await this.redis.ping().then(() => true, () => false);
    const services = Object.fromEntries(entries);
    const ok = redis && entries.every(([, up]) => up);
    void reply.status(ok ? 200 : 503);
    return { ok, services, redis };
  }
}
