import { IsIn, IsInt, IsOptional, IsString, IsUUID, Matches, Max, Min } from 'class-validator';
import { IdempotentCommand, MAX_AMOUNT_MICROS } from './billing.commands';
import { CRYPTO_CURRENCIES, TOPUP_METHODS, TopUpMethod } from './topup-rules';

/** `paying`: being credited (a failure can no longer take it). */
export const TOPUP_STATUSES = ['pending', 'paying', 'paid', 'failed'] as const;
export type TopUpStatus = (typeof TOPUP_STATUSES)[number];

/** A network name as the payment page shows it (`TRC20`, `Bitcoin`). */
export const NETWORK = /^[A-Za-z0-9]{2,16}$/;

export const TopUpSubjects = {
  create: 'billing.topups.create',
  settleSandbox: 'billing.topups.sandbox.settle',
  list: 'billing.topups.list',
} as const;

export class CreateTopUpCommand extends IdempotentCommand {
  @IsUUID('4', { message: 'format' }) userId!: string;
  @IsIn(Object.keys(TOPUP_METHODS), { message: 'method' }) method!: TopUpMethod;
  @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(MAX_AMOUNT_MICROS, { message: 'max' }) amountMicros!: number;
  @IsOptional() @IsIn(CRYPTO_CURRENCIES.map((c) => c.code), { message: 'coin' }) coin?: string;
  @IsOptional() @IsString({ message: 'format' }) @Matches(NETWORK, { message: 'network' }) network?: string;
  /** Test mode: the sandbox provider stands in for every method. */
  @IsIn([true, false], { message: 'format' }) sandbox!: boolean;
}

export class SettleSandboxCommand {
  @IsUUID('4', { message: 'format' }) topUpId!: string;
  @IsUUID('4', { message: 'format' }) userId!: string;
  @IsIn(['paid', 'failed'], { message: 'outcome' }) outcome!: 'paid' | 'failed';
}

export class TopUpsQuery {
  @IsUUID('4', { message: 'format' }) userId!: string;
}

export interface TopUpView {
  topUpId: string;
  method: TopUpMethod;
  provider: string;
  status: TopUpStatus;
  /** Dollars asked for, the fee kept, the cashback added. */
  amount: number;
  fee: number;
  cashback: number;
  coin: string | null;
  network: string | null;
  createdAt: string;
  paidAt: string | null;
}
