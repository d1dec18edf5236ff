import { Type } from 'class-transformer';
import { IsNumber, IsString, IsUUID, Length, Max, Min, NotEquals } from 'class-validator';

export class AdjustBalanceBody {
  @IsUUID('4', { message: 'format' }) userId!: string;
  /** Dollars: positive credits the user, negative debits (never below zero). */
  @Type(() => Number)
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 6 }, { message: 'amount' })
  @NotEquals(0, { message: 'amount' })
  @Min(-100_000, { message: 'amount' })
  @Max(100_000, { message: 'amount' })
  amount!: number;
  @IsString({ message: 'required' }) @Length(3, 500, { message: 'reason' }) reason!: string;
}
