import { Type } from 'class-transformer';
import { IsIn, IsInt, IsISO8601, IsOptional, IsString, IsUUID, Min, ValidateNested } from 'class-validator';

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
  /** After the charge, micro-dollars. */
  @IsInt() @Min(0) balanceMicros!: number;
}
