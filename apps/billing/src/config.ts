import { EnvInteger, InfrastructureEnv } from '@simrelay/config';
import { IsOptional, IsString, IsUrl } from 'class-validator';

export class BillingEnv extends InfrastructureEnv {
  /** How often expired holds are looked for and voided (milliseconds). */
  @EnvInteger(50, 60_000)
  HOLD_EXPIRY_SWEEP_MS: number = 1000;

  /** Expired holds voided per sweep round before looking again. */
  @EnvInteger(1, 10_000)
  HOLD_EXPIRY_BATCH: number = 200;

  /** PostgreSQL connections per process: every ledger command holds one for its transaction. */
  @EnvInteger(2, 100)
  BILLING_DB_POOL_SIZE: number = 10;

  /** Where providers send the customer back after paying (success and fail pages). */
  @IsUrl({ require_tld: false, require_protocol: true }, { message: 'PUBLIC_WEB_URL must be an absolute URL' })
  PUBLIC_WEB_URL: string = 'http://localhost:5173';

  /** The gateway as providers reach it: NOWPayments is told to send its IPN here. */
  @IsUrl({ require_tld: false, require_protocol: true }, { message: 'PUBLIC_API_URL must be an absolute URL' })
  PUBLIC_API_URL: string = 'http://localhost:3000';

  // Provider secrets. A provider with any of its secrets missing is shown as unavailable.
  @IsOptional() @IsString() STRIPE_SECRET_KEY?: string;
  @IsOptional() @IsString() STRIPE_WEBHOOK_SECRET?: string;
  @IsOptional() @IsString() STRIPE_API_BASE?: string;
  @IsOptional() @IsString() STRIPE_API_VERSION?: string;
  @IsOptional() @IsString() NOWPAYMENTS_API_KEY?: string;
  @IsOptional() @IsString() NOWPAYMENTS_IPN_SECRET?: string;
  @IsOptional() @IsString() NOWPAYMENTS_API_BASE?: string;
  @IsOptional() @IsString() PAYEER_SHOP_ID?: string;
  @IsOptional() @IsString() PAYEER_SECRET_KEY?: string;
  @IsOptional() @IsString() PAYEER_MERCHANT_URL?: string;
  /** Comma-separated addresses Payeer's notifications may come from; empty: signature only. */
  @IsOptional() @IsString() PAYEER_ALLOWED_IPS?: string;
}
