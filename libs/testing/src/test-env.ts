import { randomBytes } from 'node:crypto';
import type { TestInfrastructure } from './infrastructure';

/**
 * The environment a service under test gets: its servers, its database and namespace,
 * fresh secrets, and cheap password hashing (argon2id still, at its smallest cost).
 */
export function serviceTestEnv(infra: TestInfrastructure, databaseUrl: string, namespace: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    REDIS_URL: infra.redisUrl,
    NATS_URL: infra.natsUrl,
    NAMESPACE: namespace,
    USER_JWT_SECRET: randomBytes(32).toString('base64url'),
    ADMIN_JWT_SECRET: randomBytes(32).toString('base64url'),
    API_KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    CAPTCHA_HMAC_KEY: randomBytes(32).toString('base64url'),
    PARTNER_SECRETS_KEY: randomBytes(32).toString('base64'),
    ARGON2_MEMORY_KIB: '8192',
    ARGON2_TIME_COST: '1',
  };
}
