import { IsIn, IsInt, IsISO8601, IsUUID, Min } from 'class-validator';
import { TOPUP_METHODS, TopUpMethod } from './topup-rules';

/** A user's available balance changed; written in the same transaction as the change. */
export class BalanceChangedEvent {
  @IsUUID('4') userId!: string;
  @IsInt() @Min(0) balanceMicros!: number;
  @IsISO8601({ strict: true }) at!: string;
}

/** A top-up was paid and credited: the receipt mail is sent from it. */
export class TopUpPaidEvent {
  @IsUUID('4') topUpId!: string;
  @IsUUID('4') userId!: string;
  @IsIn(Object.keys(TOPUP_METHODS)) method!: TopUpMethod;
  @IsInt() @Min(0) amountMicros!: number;
  @IsInt() @Min(0) feeMicros!: number;
  @IsInt() @Min(0) cashbackMicros!: number;
  /** The available balance right after the credit. */
  @IsInt() @Min(0) balanceMicros!: number;
  @IsISO8601({ strict: true }) paidAt!: string;
}
