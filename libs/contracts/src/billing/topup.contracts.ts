import { IsIn, IsInt, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min } from 'class-validator';
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
  methods: 'billing.topups.methods',
  callback: 'billing.topups.callback',
} as const;

/** The providers whose signed notifications billing verifies. */
export const CALLBACK_PROVIDERS = ['stripe', 'nowpayments', 'payeer'] as const;
export type CallbackProvider = (typeof CALLBACK_PROVIDERS)[number];

/** Raw bodies are kept as received: a signature covers the exact bytes. */
export const MAX_CALLBACK_BODY = 64 * 1024;

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

/**
 * A provider's notification as the gateway received it. Billing alone holds the secrets, so
 * it verifies, re-reads the payment from the provider, and answers what the gateway replies.
 */
export class ProviderCallbackCommand {
  @IsIn(CALLBACK_PROVIDERS, { message: 'provider' }) provider!: CallbackProvider;
  @IsString({ message: 'format' }) @MaxLength(MAX_CALLBACK_BODY, { message: 'max' }) body!: string;
  @IsOptional() @IsString({ message: 'format' }) @MaxLength(4096, { message: 'max' }) signature?: string;
  @IsOptional() @IsString({ message: 'format' }) @MaxLength(64, { message: 'max' }) remoteAddress?: string;
}

export interface ProviderCallbackReply {
  status: number;
  contentType: 'text/plain' | 'application/json';
  body: string;
}

export class TopUpMethodsQuery {
  @IsIn([true, false], { message: 'format' }) sandbox!: boolean;
}

/** Whether each method can be paid now, and by whom. */
export type TopUpMethodsView = Record<TopUpMethod, { available: boolean; provider: string | null }>;

/** Where the customer goes to pay: an external page, or our sandbox page in test mode. */
export interface TopUpCheckout {
  redirectUrl: string;
  /** Payeer's merchant form, for a page that posts it instead of redirecting. */
  form?: { action: string; method: 'GET' | 'POST'; fields: Record<string, string> };
}

export interface TopUpStarted {
  topUp: TopUpView;
  checkout: TopUpCheckout;
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
