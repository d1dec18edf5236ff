import { EnvBoolean, SessionKeysEnv } from '@simrelay/config';
import { IsNetworkList } from '@simrelay/net-guard';
import { IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min, MinLength } from 'class-validator';

export class IdentityEnv extends SessionKeysEnv {
  /** 32 bytes, base64: encrypts API keys at rest (they are shown to their owner in full). */
  @Matches(/^[A-Za-z0-9+/]{43}=$/, { message: 'API_KEY_ENCRYPTION_KEY must be 32 bytes in base64' })
  API_KEY_ENCRYPTION_KEY!: string;

  /** Where the web app lives: mailed links point there. */
  @IsUrl({ require_tld: false, require_protocol: true }) PUBLIC_WEB_URL: string = 'http://localhost:3000';

  @IsInt() @Min(60) @Max(90 * 86400) USER_SESSION_TTL_SECONDS: number = 30 * 86400;
  @IsInt() @Min(60) @Max(7 * 86400) ADMIN_SESSION_TTL_SECONDS: number = 12 * 3600;
  /** An admin session without activity for this long ends (OWASP ASVS: inactivity timeout). */
  @IsInt() @Min(60) @Max(86400) ADMIN_IDLE_TIMEOUT_SECONDS: number = 15 * 60;

  /**
   * Every administrator must have a TOTP second factor: one without it enrols at the next login.
   * On unless turned off (the local demo turns it off); an enrolled administrator needs a code either way.
   */
  @EnvBoolean() ADMIN_TOTP_REQUIRED: boolean = true;
  /** The name authenticator apps show beside the account. */
  @IsString() @MinLength(1) ADMIN_TOTP_ISSUER: string = 'SimRelay';
  /** 32 bytes, base64: encrypts TOTP secrets; absent, a key derived from API_KEY_ENCRYPTION_KEY (HKDF) does. */
  @IsOptional() @Matches(/^[A-Za-z0-9+/]{43}=$/, { message: 'TOTP_ENCRYPTION_KEY must be 32 bytes in base64' })
  TOTP_ENCRYPTION_KEY?: string;

  /** argon2id cost; the defaults follow OWASP's minimum for argon2id (19 MiB, t=2). */
  @IsInt() @Min(8192) ARGON2_MEMORY_KIB: number = 19456;
  @IsInt() @Min(1) ARGON2_TIME_COST: number = 2;

  /**
   * Networks a webhook URL may point at although they are not public (CIDRs, comma-separated),
   * e.g. a receiver on the operator's own network. The webhooks service honours the same setting.
   */
  @IsNetworkList() WEBHOOK_ALLOWED_NETWORKS: string = '';

  /**
   * Test mode until an administrator sets it: top-ups go to the sandbox instead of a provider.
   * `npm start` turns it on, so that a local run can be tried end to end.
   */
  @EnvBoolean() TEST_MODE_DEFAULT: boolean = false;

  /** Creates the first administrator at start when no administrator exists yet. */
  @IsOptional() @IsString() ADMIN_BOOTSTRAP_EMAIL?: string;
  @IsOptional() @IsString() ADMIN_BOOTSTRAP_PASSWORD?: string;
}
