import { IsInt, IsISO8601, IsUUID, Min } from 'class-validator';

/** A user's available balance changed; written in the same transaction as the change. */
export class BalanceChangedEvent {
  @IsUUID('4') userId!: string;
  @IsInt() @Min(0) balanceMicros!: number;
  @IsISO8601({ strict: true }) at!: string;
}
