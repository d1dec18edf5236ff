import { Inject, Injectable } from '@nestjs/common';
import { MESSAGING, MessagingContext } from '@simrelay/messaging';
import type Redis from 'ioredis';
import { CatalogEnv } from '../config';
import { CATALOG_ENV, REDIS } from '../catalog.tokens';

/**
 * Read-through cache of catalog lists in Redis. Every key carries a generation number;
 * an admin change bumps it, so every list is stale at once without hunting for keys.
 */
@Injectable()
export class CatalogCache {
  private readonly prefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(MESSAGING) messaging: MessagingContext,
    @Inject(CATALOG_ENV) private readonly env: CatalogEnv,
  ) {
    this.prefix = `${messaging.namespace.redisPrefix()}catalog:`;
  }

  async read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const generation = (await this.redis.get(`${this.prefix}generation`)) ?? '0';
    const full = `${this.prefix}g${generation}:${key}`;
    const hit = await this.redis.get(full);
    if (hit !== null) return JSON.parse(hit) as T;
    const value = await load();
    await this.redis.set(full, JSON.stringify(value), 'EX', this.env.CATALOG_CACHE_TTL_SECONDS);
    return value;
  }

  /** After any admin change: every cached list is stale from now on. */
  async invalidate(): Promise<void> {
    await this.redis.incr(`${this.prefix}generation`);
  }
}
