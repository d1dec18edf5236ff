import { Type } from 'class-transformer';
import { CRYPTO_CURRENCIES, NETWORK, TOPUP_METHOD_ORDER, TopUpMethod } from '@simrelay/contracts';
import { IsIn, IsNumber, IsOptional, IsString, Matches, Max, Min } from 'class-validator';

const COINS = CRYPTO_CURRENCIES.map((c) => c.code);

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
  @IsIn(TOPUP_METHOD_ORDER, { message: 'method' }) method!: TopUpMethod;
  @IsOptional() @IsIn(COINS, { message: 'coin' }) coin?: string;
  @IsOptional() @IsString({ message: 'format' }) @Matches(NETWORK, { message: 'network' }) network?: string;
}

/** SPEC `POST /users/payment/crypto`: the coin and its network. */
export class CryptoPaymentBody {
  @amount() amount!: number;
  @IsIn(COINS, { message: 'coin' }) coin!: string;
  @IsString({ message: 'required' }) @Matches(NETWORK, { message: 'network' }) network!: string;
}

/** SPEC `POST /users/payeer`. */
export class PayeerPaymentBody {
  @amount() amount!: number;
}

export class SandboxOutcomeBody {
  @IsIn(['paid', 'failed'], { message: 'outcome' }) outcome!: 'paid' | 'failed';
}
