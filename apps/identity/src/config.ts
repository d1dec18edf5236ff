import { SessionKeysEnv } from '@simrelay/config';
import { IsNetworkList } from '@simrelay/net-guard';
import { IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min } from 'class-validator';

export class IdentityEnv extends SessionKeysEnv {
  /** 32 bytes, base64: encrypts API keys at rest (they are shown to their owner in full). */
  @Matches(/^[A-Za-z0-9+/]{43}=$/, { message: 'API_KEY_ENCRYPTION_KEY must be 32 bytes in base64' })
  API_KEY_ENCRYPTION_KEY!: string;

  /** Where the web app lives: mailed links point there. */
  @IsUrl({ require_tld: false, require_protocol: true }) PUBLIC_WEB_URL: string = 'http://localhost:3000';

  @IsInt() @Min(60) @Max(90 * 86400) USER_SESSION_TTL_SECONDS: number = 30 * 86400;
  @IsInt() @Min(60) @Max(7 * 86400) ADMIN_SESSION_TTL_SECONDS: number = 12 * 3600;

  /** argon2id cost; the defaults follow OWASP's minimum for argon2id (19 MiB, t=2). */
  @IsInt() @Min(8192) ARGON2_MEMORY_KIB: number = 19456;
  @IsInt() @Min(1) ARGON2_TIME_COST: number = 2;

  /**
   * Networks a webhook URL may point at although they are not public (CIDRs, comma-separated),
   * e.g. a receiver on the operator's own network. The webhooks service honours the same setting.
   */
  @IsNetworkList() WEBHOOK_ALLOWED_NETWORKS: string = '';

  /** Creates the first administrator at start when no administrator exists yet. */
  @IsOptional() @IsString() ADMIN_BOOTSTRAP_EMAIL?: string;
  @IsOptional() @IsString() ADMIN_BOOTSTRAP_PASSWORD?: string;
}
