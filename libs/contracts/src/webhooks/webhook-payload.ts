import { IsIn, IsISO8601, IsNumber, IsOptional, IsString, IsUUID, Min } from 'class-validator';

/** SPEC: a failed webhook is retried every 10 seconds, up to 5 times (6 attempts in all). */
export const WEBHOOK_RETRIES = 5;
export const WEBHOOK_ATTEMPTS = WEBHOOK_RETRIES + 1;

/** Headers of every webhook POST besides `Content-Type: application/json`. */
export const WebhookHeaders = {
  userAgent: 'SimRelay-Webhooks/1',
  /** The delivery's id: the same on every attempt, so a receiver can drop a repeat. */
  delivery: 'X-SimRelay-Delivery',
  /** 1 for the first attempt, up to WEBHOOK_ATTEMPTS. */
  attempt: 'X-SimRelay-Attempt',
  /**
   * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the user's webhook secret>`:
   * the receiver recomputes it over the raw body and refuses an old `t` (a replay).
   */
  signature: 'X-SimRelay-Signature',
} as const;

/**
 * The JSON body POSTed to a user's webhook URL when an SMS or a call reaches one of their
 * activations. The receiver answers HTTP 200 with `{"status":"success"}` (or the text
 * `success`); anything else is a failed attempt.
 */
export class WebhookPayload {
  @IsIn(['sms', 'call']) type!: 'sms' | 'call';
  @IsUUID('4') deliveryId!: string;
  @IsUUID('4') activationId!: string;
  /** The phone number, international format. */
  @IsString() number!: string;
  /** The service code the number was bought for, e.g. `tg`. */
  @IsString() service!: string;
  /** The SMS sender (or the calling number); null when the network gave none. */
  @IsOptional() @IsString() sender!: string | null;
  /** The SMS text (for a call: the calling number). */
  @IsString() text!: string;
  /** The code found in it; null when none was recognised. */
  @IsOptional() @IsString() code!: string | null;
  @IsISO8601({ strict: true }) receivedAt!: string;
  /** The user's balance after the charge, in dollars. */
  @IsNumber() @Min(0) balance!: number;
}
