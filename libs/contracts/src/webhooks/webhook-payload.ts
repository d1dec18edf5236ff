import { Equals, IsIn, IsInt, IsISO8601, IsNumber, IsOptional, IsString, IsUUID, Min } from 'class-validator';

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
  /** The user's balance after the charge, in dollars (a later code charges nothing: the balance as it stands). */
  @IsNumber() @Min(0) balance!: number;
}

/**
 * The JSON body POSTed when a verification message reaches one of the user's long-term rentals
 * (signed, retried and answered like the others).
 */
export class RentSmsWebhookPayload {
  @Equals('rent_sms') type!: 'rent_sms';
  @IsUUID('4') deliveryId!: string;
  @IsUUID('4') rentalId!: string;
  /** The rental's order number, as the compatible protocols name it. */
  @IsInt() @Min(1) orderNumber!: number;
  @IsString() number!: string;
  /** The service the message belongs to, when recognised; null for one the rental takes from any service. */
  @IsOptional() @IsString() service!: string | null;
  /** `sms`, or `call` (the code is the calling number's last digits). */
  @IsIn(['sms', 'call']) kind!: 'sms' | 'call';
  @IsOptional() @IsString() sender!: string | null;
  @IsString() text!: string;
  @IsOptional() @IsString() code!: string | null;
  @IsISO8601({ strict: true }) receivedAt!: string;
}

/** Any body a webhook receives: `type` tells which. */
export type AnyWebhookPayload = WebhookPayload | RentSmsWebhookPayload;
