import { EnvBoolean, SessionKeysEnv } from '@simrelay/config';
import { IsInt, IsOptional, IsString, Max, Min, MinLength } from 'class-validator';

export class GatewayEnv extends SessionKeysEnv {
  @IsInt() @Min(0) @Max(65535) PORT: number = 3000;
  @IsString() HOST: string = '0.0.0.0';
  /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
  @EnvBoolean() TRUST_PROXY: boolean = false;

  /** Signs human-check challenges. */
  @IsString() @MinLength(32, { message: 'CAPTCHA_HMAC_KEY must be at least 32 characters' }) CAPTCHA_HMAC_KEY!: string;
  /** Proof-of-work size: the solver tries about this many hashes (a fraction of a second in a browser). */
  @IsInt() @Min(1) CAPTCHA_COMPLEXITY: number = 50_000;

  /** Multiplies every rate limit; 1 in production. */
  @IsInt() @Min(1) RATE_LIMIT_FACTOR: number = 1;

  /**
   * Requests a minute one address may send to the SMSHub endpoint (a hub asks GET_SERVICES every
   * 10 to 20 s and GET_NUMBER once per buyer); past it the hub is answered the protocol's error.
   */
  @IsInt() @Min(1) HUB_REQUESTS_PER_MINUTE: number = 6000;

  /** The built web app to serve (apps/web/dist); unset serves the API only. */
  @IsOptional() @IsString() WEB_DIST?: string;

  /** The built back office to serve under /admin (apps/admin/dist); unset serves its API only. */
  @IsOptional() @IsString() ADMIN_DIST?: string;

  /**
   * How long a user session's or API key's holder is kept between requests (identity's
   * broadcast drops it at once on a change); 0 asks identity on every request.
   */
  @IsInt() @Min(0) PRINCIPAL_CACHE_MS: number = 10_000;
}
