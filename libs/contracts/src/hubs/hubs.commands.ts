import { Type } from 'class-transformer';
import {
  ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, IsUrl, IsUUID, Length, Matches, Max, Min, ValidateBy,
} from 'class-validator';
import { AdminPageQuery } from '../activations/activations.commands';
import { IsSortField, IsSortOrder, type SortOrder } from '../common/list-order';
import { HUB_CURRENCIES, HUB_FINISH_STATUSES, HUB_OPERATOR_MODES, HUB_PUSH_STATES, HUB_SALE_STATES } from './hubs.subjects';
import type { HubCurrency, HubFinishStatus, HubOperatorMode, HubPushState, HubSaleState } from './hubs.subjects';

const COUNTRY = /^[A-Z]{2}$/;
const SERVICE = /^[a-z0-9]{2,12}$/;
/** What a hub may ask for: our service codes, and others we answer NO_NUMBERS to. */
const HUB_NAME = /^[A-Za-z0-9 _.-]{1,64}$/;
/** A number's beginning, digits only, country code first. */
const NUMBER_PREFIX = /^\d{1,15}$/;
/** The most one sale may pay, in the hub's currency. */
const MAX_SUM = 1_000_000;

/** `{service: minimum payout}` in the hub's currency: a hub offering less for a service gets NO_NUMBERS. */
const IsPayoutMap = () =>
  ValidateBy({
    name: 'payoutMap',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length <= 500 &&
        Object.entries(value).every(([service, amount]) => SERVICE.test(service) && typeof amount === 'number' && Number.isFinite(amount) && amount >= 0 && amount <= MAX_SUM),
      defaultMessage: () => 'format',
    },
  });

// --- The SMSHub agent protocol, hub -> us --------------------------------------------------------

/** Every request carries the hub's protocol key; it names the hub. */
export class HubKeyed {
  @IsString({ message: 'required' }) @Length(1, 200, { message: 'format' }) key!: string;
}

export class HubServicesRequest extends HubKeyed {}

export class HubNumberRequest extends HubKeyed {
  /** The hub's country name (SMSHub's list: lowercase English names). */
  @IsString({ message: 'required' }) @Length(1, 64, { message: 'format' }) country!: string;
  /** A carrier as GET_SERVICES named it, or `any`. */
  @IsString({ message: 'required' }) @Length(1, 64, { message: 'format' }) operator!: string;
  @IsString({ message: 'required' }) @Length(1, 32, { message: 'format' }) service!: string;
  /** What we receive when the hub sells it, in `currency`. */
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 4 }, { message: 'format' }) @Min(0, { message: 'min' }) @Max(MAX_SUM, { message: 'max' }) sum!: number;
  @IsInt({ message: 'format' }) @IsIn([...HUB_CURRENCIES], { message: 'format' }) currency!: HubCurrency;
  /** Prefixes (country code first) whose numbers must not be given. */
  @IsOptional() @IsArray({ message: 'format' }) @ArrayMaxSize(1000, { message: 'max' }) @Matches(NUMBER_PREFIX, { each: true, message: 'format' })
  exceptionPhoneSet?: string[];
}

export class HubFinishRequest extends HubKeyed {
  @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(Number.MAX_SAFE_INTEGER, { message: 'max' }) activationId!: number;
  @IsInt({ message: 'format' }) @IsIn([...HUB_FINISH_STATUSES], { message: 'format' }) status!: HubFinishStatus;
}

// --- The back office ----------------------------------------------------------------------------

/** What we offer a hub and how it pays. */
export class HubOfferFields {
  @IsOptional() @IsArray({ message: 'format' }) @ArrayMaxSize(500, { message: 'max' }) @Matches(SERVICE, { each: true, message: 'service' }) services?: string[];
  @IsOptional() @IsArray({ message: 'format' }) @ArrayMaxSize(300, { message: 'max' }) @Matches(COUNTRY, { each: true, message: 'country' }) countries?: string[];
  @IsOptional() @IsPayoutMap() minPayouts?: Record<string, number>;
}

const PUSH_URL = { require_tld: false, require_protocol: true, protocols: ['http', 'https'] };

/** Settings that are optional both when adding a hub and when changing one. */
export class HubOptionsFields extends HubOfferFields {
  @IsOptional() @IsBoolean({ message: 'format' }) enabled?: boolean;
  @IsOptional() @IsInt({ message: 'format' }) @IsIn([...HUB_CURRENCIES], { message: 'format' }) currency?: HubCurrency;
  /** One unit of the hub's currency in micro-dollars (USD: 1,000,000), for its payouts in our ledger. */
  @IsOptional() @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(100_000_000, { message: 'max' }) microsPerUnit?: number;
  @IsOptional() @IsIn([...HUB_OPERATOR_MODES], { message: 'format' }) operatorMode?: HubOperatorMode;
}

export class AdminAddHubCommand extends HubOptionsFields {
  @IsString({ message: 'required' }) @Matches(HUB_NAME, { message: 'name' }) name!: string;
  /** The protocol key from the hub's personal account: stored encrypted (we send it in every push), never shown again. */
  @IsString({ message: 'required' }) @Length(4, 200, { message: 'format' }) protocolKey!: string;
  /** Where PUSH_SMS goes; never a private address unless the operator allows that network. */
  @IsString({ message: 'required' }) @IsUrl(PUSH_URL, { message: 'url' }) pushUrl!: string;
}

export class AdminHubRef {
  @IsUUID('4', { message: 'format' }) hubId!: string;
}

/** A change to a hub: only the fields given change. */
export class HubChangeFields extends HubOptionsFields {
  @IsOptional() @IsString({ message: 'format' }) @Matches(HUB_NAME, { message: 'name' }) name?: string;
  @IsOptional() @IsString({ message: 'format' }) @Length(4, 200, { message: 'format' }) protocolKey?: string;
  @IsOptional() @IsString({ message: 'format' }) @IsUrl(PUSH_URL, { message: 'url' }) pushUrl?: string;
}

export class AdminChangeHubCommand extends HubChangeFields {
  @IsUUID('4', { message: 'format' }) hubId!: string;
}

/** The fields a hub's sales sort by (`orderNumber`: the id the hub knows a sale by). */
export const HUB_SALE_SORT_FIELDS = ['createdAt', 'orderNumber', 'number', 'service', 'sum', 'state'] as const;
export type HubSaleSortField = (typeof HUB_SALE_SORT_FIELDS)[number];

/** The fields a hub's pushes sort by. */
export const HUB_PUSH_SORT_FIELDS = ['smsId', 'createdAt', 'state', 'attempts'] as const;
export type HubPushSortField = (typeof HUB_PUSH_SORT_FIELDS)[number];

export class AdminHubSalesQuery extends AdminPageQuery {
  /** Default: newest first. */
  @IsSortField(HUB_SALE_SORT_FIELDS) sort?: HubSaleSortField;
  @IsSortOrder() order?: SortOrder;
  @IsOptional() @IsUUID('4', { message: 'format' }) hubId?: string;
  @IsOptional() @IsIn([...HUB_SALE_STATES], { message: 'format' }) state?: HubSaleState;
}

export class AdminHubPushesQuery extends AdminPageQuery {
  /** Default: newest first. */
  @IsSortField(HUB_PUSH_SORT_FIELDS) sort?: HubPushSortField;
  @IsSortOrder() order?: SortOrder;
  @IsOptional() @IsUUID('4', { message: 'format' }) hubId?: string;
  @IsOptional() @IsIn([...HUB_PUSH_STATES], { message: 'format' }) state?: HubPushState;
  @IsOptional() @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) smsId?: number;
}
