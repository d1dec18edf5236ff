import { Type } from 'class-transformer';
import { IsIn, IsNumber, IsOptional, IsString, Matches, Max, Min } from 'class-validator';

// Applied bottom-up like stacked decorators, so the type check is reported first.
const amount = () => (target: object, key: string) => {
  Max(100_000, { message: 'max' })(target, key);
  Min(0.01, { message: 'format' })(target, key);
  IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: 'format' })(target, key);
  Type(() => Number)(target, key);
};

/** A top-up in dollars (whole cents); the method decides the minimum and the fee. */
export class PaymentBody {
  @amount() amount!: number;
  @IsIn(['card', 'payeer', 'crypto'], { message: 'method' }) method!: 'card' | 'payeer' | 'crypto';
  @IsOptional() @IsString({ message: 'format' }) @Matches(/^[A-Z]{2,6}$/, { message: 'coin' }) coin?: string;
  @IsOptional() @IsString({ message: 'format' }) @Matches(/^[A-Z0-9]{2,10}$/, { message: 'network' }) network?: string;
}

/** SPEC `POST /users/payment/crypto`: the coin and its network. */
export class CryptoPaymentBody {
  @amount() amount!: number;
  @IsString({ message: 'required' }) @Matches(/^[A-Z]{2,6}$/, { message: 'coin' }) coin!: string;
  @IsString({ message: 'required' }) @Matches(/^[A-Z0-9]{2,10}$/, { message: 'network' }) network!: string;
}

/** SPEC `POST /users/payeer`. */
export class PayeerPaymentBody {
  @amount() amount!: number;
}

export class SandboxOutcomeBody {
  @IsIn(['paid', 'failed'], { message: 'outcome' }) outcome!: 'paid' | 'failed';
}
