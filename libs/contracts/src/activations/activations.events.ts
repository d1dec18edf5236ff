import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsISO8601, IsOptional, IsString, IsUUID, Min, ValidateNested } from 'class-validator';

export class ActivationMessagePayload {
  @IsUUID('4') _id!: string;
  @IsIn(['sms', 'call']) kind!: 'sms' | 'call';
  @IsOptional() @IsString() sender!: string | null;
  @IsString() sms!: string;
  @IsOptional() @IsString() code!: string | null;
  @IsISO8601({ strict: true }) receivedAt!: string;
}

/** A message reached an open activation; the gateway pushes it to the user's sockets. */
export class CodeReceivedEvent {
  @IsUUID('4') userId!: string;
  @IsUUID('4') activationId!: string;
  @IsString() number!: string;
  @IsString() service!: string;
  @ValidateNested() @Type(() => ActivationMessagePayload) message!: ActivationMessagePayload;
  /**
   * After the charge, micro-dollars; absent when this message charged nothing (a later code:
   * the balance did not change, and asking billing for it on every message costs more than it tells).
   */
  @IsOptional() @IsInt() @Min(0) balanceMicros?: number;
}

/** A message on a leased SIM, stored by activations; rentals decides whether its renter gets it. */
export class LeaseMessageEvent {
  @IsUUID('4') leaseId!: string;
  @IsUUID('4') userId!: string;
  @IsUUID('4') numberId!: string;
  @IsString() number!: string;
  /** A verification code or call (the generic extractor or a service's own rule found one). */
  @IsBoolean() verification!: boolean;
  /** The service it belongs to, when recognised (sender alias or pattern). */
  @IsOptional() @IsString() service!: string | null;
  @ValidateNested() @Type(() => ActivationMessagePayload) message!: ActivationMessagePayload;
}

/** Something an activation's views show changed: readers that keep views drop the user's. */
export class ActivationChangedEvent {
  @IsUUID('4') userId!: string;
  @IsUUID('4') activationId!: string;
}
