import { ArrayMaxSize, IsArray, IsInt, IsISO8601, IsOptional, IsString, IsUUID, Length, Matches, Max, Min, NotEquals } from 'class-validator';

/**
 * The caller's key for one mutating request: repeating the request with it returns the first
 * result and moves nothing. Derive it from a business key (`activation:<id>:hold`) or a UUID.
 * `/` and `#` are not allowed: billing suffixes keys with them internally.
 */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:@=+-]{8,128}$/;

/** The largest amount one request may move: $1,000,000 (anything above is a bug upstream). */
export const MAX_AMOUNT_MICROS = 1_000_000_000_000;

/** A payment provider's name, as in its clearing account `clearing:<provider>`. */
export const PROVIDER = /^[a-z][a-z0-9_-]{1,31}$/;

export class IdempotentCommand {
  @IsString({ message: 'required' }) @Matches(IDEMPOTENCY_KEY, { message: 'idempotencyKey' }) idempotencyKey!: string;
}

/** Reserves money from the wallet until it is posted, voided or expires. */
export class HoldCommand extends IdempotentCommand {
  @IsUUID('4', { message: 'format' }) userId!: string;
  @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(MAX_AMOUNT_MICROS, { message: 'max' }) amountMicros!: number;
  /** What the money is for, e.g. `activation:<id>`. */
  @IsString({ message: 'required' }) @Length(1, 200, { message: 'format' }) reference!: string;
  /** When set, the hold voids itself at this instant unless posted or voided before. */
  @IsOptional() @IsISO8601({ strict: true }, { message: 'format' }) expiresAt?: string;
}

export class HoldRef {
  @IsUUID('4', { message: 'format' }) holdId!: string;
}

/** Captures a hold: `amountMicros` (at most the held amount, default all of it) to revenue, the rest back to the wallet. */
export class PostHoldCommand extends IdempotentCommand {
  @IsUUID('4', { message: 'format' }) holdId!: string;
  @IsOptional() @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(MAX_AMOUNT_MICROS, { message: 'max' }) amountMicros?: number;
}

/** Releases a hold: all of it back to the wallet. */
export class VoidHoldCommand extends IdempotentCommand {
  @IsUUID('4', { message: 'format' }) holdId!: string;
}

/** Takes money from the wallet at once (rentals, extensions, restore access). */
export class ChargeCommand extends IdempotentCommand {
  @IsUUID('4', { message: 'format' }) userId!: string;
  @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(MAX_AMOUNT_MICROS, { message: 'max' }) amountMicros!: number;
  @IsString({ message: 'required' }) @Length(1, 200, { message: 'format' }) reference!: string;
}

/** Gives back (part of) a charge or a captured hold; never more than it in total. */
export class RefundCommand extends IdempotentCommand {
  @IsUUID('4', { message: 'format' }) userId!: string;
  /** The charge or capture transfer being refunded. */
  @IsUUID('4', { message: 'format' }) transferId!: string;
  /** Default: what is left of it. */
  @IsOptional() @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(MAX_AMOUNT_MICROS, { message: 'max' }) amountMicros?: number;
  @IsOptional() @IsString({ message: 'format' }) @Length(1, 500, { message: 'format' }) reason?: string;
}

/**
 * A paid top-up: the provider collected `amountMicros`; the wallet receives it less
 * `feeMicros` (to the fees account) plus `cashbackMicros` (from the cashback account).
 */
export class CreditCommand extends IdempotentCommand {
  @IsUUID('4', { message: 'format' }) userId!: string;
  @IsString({ message: 'required' }) @Matches(PROVIDER, { message: 'provider' }) provider!: string;
  @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(MAX_AMOUNT_MICROS, { message: 'max' }) amountMicros!: number;
  @IsOptional() @IsInt({ message: 'format' }) @Min(0, { message: 'min' }) @Max(MAX_AMOUNT_MICROS, { message: 'max' }) feeMicros?: number;
  @IsOptional() @IsInt({ message: 'format' }) @Min(0, { message: 'min' }) @Max(MAX_AMOUNT_MICROS, { message: 'max' }) cashbackMicros?: number;
  /** The top-up it pays, e.g. `topup:<id>`. */
  @IsString({ message: 'required' }) @Length(1, 200, { message: 'format' }) reference!: string;
}

/** An administrator's correction: positive adds to the wallet, negative takes from it (never below zero). */
export class AdjustCommand extends IdempotentCommand {
  @IsUUID('4', { message: 'format' }) userId!: string;
  @IsInt({ message: 'format' }) @NotEquals(0, { message: 'min' }) @Min(-MAX_AMOUNT_MICROS, { message: 'min' }) @Max(MAX_AMOUNT_MICROS, { message: 'max' })
  amountMicros!: number;
  @IsString({ message: 'required' }) @Length(1, 500, { message: 'format' }) reason!: string;
  @IsOptional() @IsUUID('4', { message: 'format' }) adminId?: string;
}

export class BalanceQuery {
  @IsUUID('4', { message: 'format' }) userId!: string;
}

/** Many users' balances in one request (an admin's page of users). */
export class BalancesQuery {
  @IsArray({ message: 'format' }) @ArrayMaxSize(200, { message: 'max' }) @IsUUID('4', { each: true, message: 'format' }) userIds!: string[];
}
