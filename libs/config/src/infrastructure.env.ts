import { IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { EnvInteger } from './env-integer';

/** Variables every backend process shares. Defaults point at a developer's localhost. */
export class InfrastructureEnv {
  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL: string = 'postgres://postgres@127.0.0.1:5432/simrelay';

  @Matches(/^rediss?:\/\//, { message: 'REDIS_URL must be a redis:// URL' })
  REDIS_URL: string = 'redis://127.0.0.1:6379';

  @Matches(/^(nats|tls):\/\//, { message: 'NATS_URL must be a nats:// URL' })
  NATS_URL: string = 'nats://127.0.0.1:4222';

  /** Prefix for every subject, stream and Redis key: lets test runs or stages share servers. */
  @IsOptional() @Matches(/^[a-z0-9_]*$/, { message: 'NAMESPACE may hold only a-z, 0-9 and _' })
  NAMESPACE: string = '';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL: string = 'info';

  @IsOptional() @IsString() NATS_USER?: string;
  @IsOptional() @IsString() NATS_PASS?: string;

  /** How long a request to another service may take before it fails as unavailable (milliseconds). */
  @EnvInteger(100, 600_000) RPC_TIMEOUT_MS: number = 5000;
}
