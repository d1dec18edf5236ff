import { Type } from 'class-transformer';
import {
  ArrayMaxSize, ArrayNotEmpty, IsArray, IsBoolean, IsIn, IsInt, IsISO8601, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min, MinLength,
} from 'class-validator';
import { IsSortField, IsSortOrder, type SortOrder } from '../common/list-order';
import { MAX_AMOUNT_MICROS } from '../billing/billing.commands';
import { Verification, VERIFICATIONS } from './activations.views';

const COUNTRY = /^[A-Z]{2}$/;
const SERVICE = /^[a-z0-9]{2,12}$/;
const CARRIER = /^[a-z0-9-]{2,32}$/;
export const REQUEST_KEY = /^[A-Za-z0-9_.:-]{1,100}$/;
/** An activation named by its UUID or by its order number (what the compatible protocols give out). */
export const ACTIVATION_REF = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|[1-9]\d{0,14})$/i;
/** A number's beginning, digits only (country code first): SMS-Activate's `phoneException`. */
const NUMBER_PREFIX = /^\d{1,15}$/;

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
  /**
   * What a repeat of `requestKey` gets: the activation the first request bought (`answer`, the
   * default), or a refusal, `BILLING.IDEMPOTENCY_CONFLICT` (`refuse`: SMS-Activate's `orderId`).
   */
  @IsOptional() @IsIn(['answer', 'refuse'], { message: 'format' }) onRepeat?: 'answer' | 'refuse';
  /** `call`: a call to the number gives the code too (the last digits of the caller). */
  @IsOptional() @IsIn(VERIFICATIONS, { message: 'format' }) verification?: Verification;
  /** Numbers starting with any of these (digits, country code first) are not given. */
  @IsOptional() @IsArray({ message: 'format' }) @ArrayMaxSize(20, { message: 'max' }) @Matches(NUMBER_PREFIX, { each: true, message: 'format' })
  excludePrefixes?: string[];
}

export const ACTIVATION_ACTIONS = ['cancel', 'finish', 'blocked', 'no_sms', 'again'] as const;
export type ActivationAction = (typeof ACTIVATION_ACTIONS)[number];

/**
 * What the user does with an open activation. The web app's routes name the number too, and
 * then it must agree; the public API names the activation alone.
 */
export class ActivationActionCommand extends ActivationsUserRef {
  @IsString({ message: 'format' }) @Matches(ACTIVATION_REF, { message: 'format' }) activationId!: string;
  @IsOptional() @IsUUID('4', { message: 'format' }) numberId?: string;
  @IsIn(ACTIVATION_ACTIONS, { message: 'action' }) action!: ActivationAction;
}

/** One activation of the user, as the public API's status call reads it. */
export class ActivationRef extends ActivationsUserRef {
  @IsString({ message: 'format' }) @Matches(ACTIVATION_REF, { message: 'format' }) activationId!: string;
}

export class ActivationHistoryQuery extends ActivationsUserRef {
  @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(100_000, { message: 'max' }) page: number = 1;
  @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(100, { message: 'max' }) limit: number = 20;
  /** Skip this many instead of whole pages (SMS-Activate's `getHistory`). */
  @IsOptional() @Type(() => Number) @IsInt({ message: 'format' }) @Min(0, { message: 'min' }) @Max(10_000_000, { message: 'max' }) offset?: number;
  /** Only activations bought at or after this time, and before `until` (ISO 8601). */
  @IsOptional() @IsISO8601({ strict: true }, { message: 'format' }) since?: string;
  @IsOptional() @IsISO8601({ strict: true }, { message: 'format' }) until?: string;
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

/** A page at a time. */
export class AdminPageQuery {
  @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(100_000, { message: 'max' }) page: number = 1;
  @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(200, { message: 'max' }) limit: number = 50;
}

/** The fields the back office's messages lists sort by. */
export const ADMIN_MESSAGE_SORT_FIELDS = ['receivedAt', 'sender', 'code', 'iccid'] as const;
export type AdminMessageSortField = (typeof ADMIN_MESSAGE_SORT_FIELDS)[number];

/** The fields the back office's activations list sorts by (`executor`: the agent holding the number's modem). */
export const ADMIN_ACTIVATION_SORT_FIELDS = ['createdAt', 'number', 'service', 'price', 'status', 'executor'] as const;
export type AdminActivationSortField = (typeof ADMIN_ACTIVATION_SORT_FIELDS)[number];

export class AdminMessagesQuery extends AdminPageQuery {
  /** Default: newest first. */
  @IsSortField(ADMIN_MESSAGE_SORT_FIELDS) sort?: AdminMessageSortField;
  @IsSortOrder() order?: SortOrder;
  @IsOptional() @IsUUID('4', { message: 'format' }) activationId?: string;
  @IsOptional() @IsUUID('4', { message: 'format' }) numberId?: string;
  /** true: only messages no activation took; false: only those one took. */
  @IsOptional() @IsBoolean({ message: 'format' }) unrouted?: boolean;
}

/** Filters combine; none lists every activation. */
export class AdminActivationsQuery extends AdminPageQuery {
  /** Default: newest first. */
  @IsSortField(ADMIN_ACTIVATION_SORT_FIELDS) sort?: AdminActivationSortField;
  @IsSortOrder() order?: SortOrder;
  /** The phone number as sold. */
  @IsOptional() @IsString({ message: 'format' }) @Matches(PHONE, { message: 'number' }) number?: string;
  @IsOptional() @IsUUID('4', { message: 'format' }) numberId?: string;
  @IsOptional() @IsUUID('4', { message: 'format' }) userId?: string;
  /** `own` (our rack), the agent that holds the number's modem, or an upstream executor's name. */
  @IsOptional() @IsString({ message: 'format' }) @Matches(AGENT_ID, { message: 'executor' }) executor?: string;
}

export class AdminActivationRef {
  @IsUUID('4', { message: 'format' }) activationId!: string;
}

// --- Leases (long-term rentals) --------------------------------------------------------------

/** Rentals asks for a rent-flagged SIM: the lease id is the rental's id, so a repeat finds its lease. */
export class LeaseCommand {
  @IsUUID('4', { message: 'format' }) leaseId!: string;
  @IsUUID('4', { message: 'format' }) userId!: string;
  @IsString({ message: 'required' }) @Matches(COUNTRY, { message: 'country' }) country!: string;
  @IsOptional() @IsString({ message: 'format' }) @Matches(CARRIER, { message: 'carrier' }) carrier?: string;
  /** The SIM must never have served this service; absent: any service. */
  @IsOptional() @IsString({ message: 'format' }) @Matches(SERVICE, { message: 'service' }) service?: string;
}

export class LeaseRef {
  @IsUUID('4', { message: 'format' }) leaseId!: string;
}

export class LeaseStatusQuery {
  @IsArray({ message: 'format' }) @ArrayMaxSize(500, { message: 'max' }) @IsUUID('4', { each: true, message: 'format' }) leaseIds!: string[];
}
