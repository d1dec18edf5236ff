import { InfrastructureEnv } from '@simrelay/config';
import { IsInt, Min } from 'class-validator';

export class CatalogEnv extends InfrastructureEnv {
  /** How long a cached list lives even without an admin change (seconds). */
  @IsInt() @Min(1) CATALOG_CACHE_TTL_SECONDS: number = 300;
}
