import { Type } from 'class-transformer';
import {
  ArrayMaxSize, ArrayNotEmpty, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min, MinLength,
} from 'class-validator';
import { MAX_AMOUNT_MICROS } from '../billing/billing.commands';

const COUNTRY = /^[A-Z]{2}$/;
const SERVICE = /^[a-z0-9]{2,12}$/;
const CARRIER = /^[a-z0-9-]{2,32}$/;
export const REQUEST_KEY = /^[A-Za-z0-9_.:-]{1,100}$/;

export class ActivationsUserRef {
  @IsUUID('4', { message: 'format' }) userId!: string;
}

/** `POST /numbers/one`: a number for one service in a country (optionally a carrier, a price cap). */
export class BuyActivationCommand extends ActivationsUserRef {
  @IsString({ message: 'required' }) @Matches(SERVICE, { message: 'service' }) service!: string;
  @IsString({ message: 'required' }) @Matches(COUNTRY, { message: 'country' }) country!: string;
  @IsOptional() @IsString({ message: 'format' }) @Matches(CARRIER, { message: 'carrier' }) carrier?: string;
  /** Refuse (409) rather than pay more than this. */
  @IsOptional() @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(MAX_AMOUNT_MICROS, { message: 'max' }) maxPriceMicros?: number;
  /** The user's ban limit (identity owns it; the gateway passes it along). */
  @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(1000, { message: 'max' }) banLimit!: number;
  /**
   * The client's `Idempotency-Key`: a repeated request with the same key answers the activation
   * the first one bought instead of buying another (API clients repeat until they get an answer).
   */
  @IsOptional() @IsString({ message: 'format' }) @Matches(REQUEST_KEY, { message: 'idempotencyKey' }) requestKey?: string;
}

export const ACTIVATION_ACTIONS = ['cancel', 'finish', 'blocked', 'no_sms', 'again'] as const;
export type ActivationAction = (typeof ACTIVATION_ACTIONS)[number];

/**
 * What the user does with an open activation. The web app's routes name the number too, and
 * then it must agree; the public API names the activation alone.
 */
export class ActivationActionCommand extends ActivationsUserRef {
  @IsUUID('4', { message: 'format' }) activationId!: string;
  @IsOptional() @IsUUID('4', { message: 'format' }) numberId?: string;
  @IsIn(ACTIVATION_ACTIONS, { message: 'action' }) action!: ActivationAction;
}

/** One activation of the user, as the public API's status call reads it. */
export class ActivationRef extends ActivationsUserRef {
  @IsUUID('4', { message: 'format' }) activationId!: string;
}

export class ActivationHistoryQuery extends ActivationsUserRef {
  @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(100_000, { message: 'max' }) page: number = 1;
  @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(100, { message: 'max' }) limit: number = 20;
}

export class ActivationMessagesQuery extends ActivationRef {
  /** Also answer the user's balance (the SPEC's `?balance=`). */
  @IsOptional() @IsBoolean({ message: 'format' }) balance?: boolean;
}

export class AvailabilityQuery {
  @IsString({ message: 'required' }) @Matches(COUNTRY, { message: 'country' }) country!: string;
  @IsOptional() @IsString({ message: 'format' }) @Matches(CARRIER, { message: 'carrier' }) carrier?: string;
}

// --- Back office ---------------------------------------------------------------------------

const AGENT_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** A phone number as an operator types it: digits, optionally after '+'. */
const PHONE = /^\+?\d{4,20}$/;

/**
 * `POST /admin/modems/add`: registers a port ahead of its first heartbeat, or sets the
 * country/carrier the inventory uses for its SIM. A field left out keeps its value; `null`
 * clears the override.
 */
export class AdminAddModemCommand {
  @IsString({ message: 'required' }) @Matches(AGENT_ID, { message: 'agentId' }) agentId!: string;
  @IsString({ message: 'required' }) @MinLength(1, { message: 'required' }) @MaxLength(256, { message: 'format' }) port!: string;
  /** Where the SIM's own report cannot tell (a roaming SIM, an unknown operator). */
  @IsOptional() @IsString({ message: 'format' }) @Matches(COUNTRY, { message: 'country' }) country?: string | null;
  @IsOptional() @IsString({ message: 'format' }) @Matches(CARRIER, { message: 'carrier' }) carrier?: string | null;
}

export class AdminModemBanCommand {
  @IsUUID('4', { message: 'format' }) modemId!: string;
  @IsBoolean({ message: 'format' }) ban!: boolean;
}

export class AdminNumbersQuery {
  /** Matches number, ICCID, country or carrier. */
  @IsOptional() @IsString({ message: 'format' }) @MaxLength(64, { message: 'format' }) filter?: string;
  @IsOptional() @IsUUID('4', { message: 'format' }) modem?: string;
}

export class AdminNumberIdsCommand {
  @IsArray({ message: 'format' }) @ArrayNotEmpty({ message: 'required' }) @ArrayMaxSize(1000, { message: 'max' }) @IsUUID('4', { each: true, message: 'format' })
  ids!: string[];
}

/** `POST /admin/numbers/replace`: marked (or, with `replace: false`, unmarked) for physical replacement. */
export class AdminMarkReplaceCommand extends AdminNumberIdsCommand {
  @IsBoolean({ message: 'format' }) replace: boolean = true;
}

export class AdminMarkRentCommand extends AdminNumberIdsCommand {
  @IsBoolean({ message: 'format' }) rent: boolean = true;
}

export class AdminServiceBanCommand {
  @IsUUID('4', { message: 'format' }) numberId!: string;
  @IsString({ message: 'required' }) @Matches(SERVICE, { message: 'service' }) service!: string;
}

export class AdminServiceRefCommand {
  @IsString({ message: 'required' }) @Matches(SERVICE, { message: 'service' }) service!: string;
}

/** Newest first, a page at a time. */
export class AdminPageQuery {
  @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(100_000, { message: 'max' }) page: number = 1;
  @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(200, { message: 'max' }) limit: number = 50;
}

export class AdminMessagesQuery extends AdminPageQuery {
  @IsOptional() @IsUUID('4', { message: 'format' }) activationId?: string;
  @IsOptional() @IsUUID('4', { message: 'format' }) numberId?: string;
  /** true: only messages no activation took; false: only those one took. */
  @IsOptional() @IsBoolean({ message: 'format' }) unrouted?: boolean;
}

/** Filters combine; none lists every activation. */
export class AdminActivationsQuery extends AdminPageQuery {
  /** The phone number as sold. */
  @IsOptional() @IsString({ message: 'format' }) @Matches(PHONE, { message: 'number' }) number?: string;
  @IsOptional() @IsUUID('4', { message: 'format' }) numberId?: string;
  @IsOptional() @IsUUID('4', { message: 'format' }) userId?: string;
  /** The agent that holds the number's modem. */
  @IsOptional() @IsString({ message: 'format' }) @Matches(AGENT_ID, { message: 'executor' }) executor?: string;
}

export class AdminActivationRef {
  @IsUUID('4', { message: 'format' }) activationId!: string;
}
