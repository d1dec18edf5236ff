import { Type } from 'class-transformer';
import {
  ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsISO8601, IsNumber, IsOptional, IsString, IsUrl, IsUUID, Matches, Max, MaxLength, Min, MinLength,
} from 'class-validator';
import { IsSortField, IsSortOrder, type SortOrder } from '../common/list-order';
import { EXECUTOR_KINDS, RESELL_STATES, SALE_RULES, type ExecutorKind, type ResellState, type SaleRule } from './executor-states';

export {
  EXECUTOR_KINDS, OPEN_RESELL_STATES, OWN_EXECUTOR, RESELL_STATES, SALE_RULES, type ExecutorKind, type ResellState, type SaleRule,
} from './executor-states';

/** NATS subjects of the executors' back office (activations' queue group). */
export const ExecutorsSubjects = {
  list: 'activations.admin.executors.list',
  add: 'activations.admin.executors.add',
  change: 'activations.admin.executors.change',
  test: 'activations.admin.executors.test',
  figures: 'activations.admin.executors.figures',
  resells: 'activations.admin.resells.list',
  removeResell: 'activations.admin.resells.remove',
} as const;

const NAME = /^[A-Za-z0-9_-]{1,64}$/;
const SERVICE = /^[a-z0-9]{2,12}$/;
const COUNTRY = /^[A-Z]{2}$/;
const DOLLARS = { maxDecimalPlaces: 6 } as const;

/** `POST /admin/executors`: an upstream provider, its key (stored encrypted, never shown again) and its rules. */
export class AdminAddExecutorCommand {
  /** Also what `executor=` filters and activations show; `own` is our rack. */
  @IsString({ message: 'required' }) @Matches(NAME, { message: 'name' }) name!: string;
  @IsIn(EXECUTOR_KINDS, { message: 'kind' }) kind!: ExecutorKind;
  /** SMS-Activate: the handler's URL (`https://host/stubs/handler_api.php`); 5sim: the API base (`https://5sim.net/v1`). */
  @IsString({ message: 'required' }) @MaxLength(500, { message: 'format' })
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] }, { message: 'baseUrl' })
  baseUrl!: string;
  @IsString({ message: 'required' }) @MinLength(1, { message: 'required' }) @MaxLength(2000, { message: 'format' }) apiKey!: string;
  @IsOptional() @IsBoolean({ message: 'format' }) enabled?: boolean;
  /** Higher first, after success rate and cost. */
  @IsOptional() @IsInt({ message: 'format' }) @Min(0, { message: 'min' }) @Max(1000, { message: 'max' }) priority?: number;
  /** Empty: every service. */
  @IsOptional() @IsArray({ message: 'format' }) @ArrayMaxSize(500, { message: 'max' }) @Matches(SERVICE, { each: true, message: 'service' }) services?: string[];
  /** Empty: every country. */
  @IsOptional() @IsArray({ message: 'format' }) @ArrayMaxSize(300, { message: 'max' }) @Matches(COUNTRY, { each: true, message: 'country' }) countries?: string[];
  /** Dollars: never buy dearer than this. */
  @IsNumber(DOLLARS, { message: 'format' }) @Min(0.000001, { message: 'min' }) @Max(1000, { message: 'max' }) maxCost!: number;
  @IsOptional() @IsIn(SALE_RULES, { message: 'format' }) saleRule?: SaleRule;
  /** With `margin`: our price is the cost plus this percent. */
  @IsOptional() @IsNumber({ maxDecimalPlaces: 2 }, { message: 'format' }) @Min(0, { message: 'min' }) @Max(1000, { message: 'max' }) marginPercent?: number;
  /** With `fixed`: our price in dollars, whatever the cost (a cost above it is not bought). */
  @IsOptional() @IsNumber(DOLLARS, { message: 'format' }) @Min(0.000001, { message: 'min' }) @Max(1000, { message: 'max' }) fixedPrice?: number;
  /** Dollars per unit of the provider's currency (1 for a USD account; e.g. 0.011 for roubles). */
  @IsOptional() @IsNumber({ maxDecimalPlaces: 8 }, { message: 'format' }) @Min(0.00000001, { message: 'min' }) @Max(1000, { message: 'max' }) currencyRate?: number;
  /** Requests per second we allow ourselves against it. */
  @IsOptional() @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(100, { message: 'max' }) requestsPerSecond?: number;
  /** Route its services/countries to it before our own pool. */
  @IsOptional() @IsBoolean({ message: 'format' }) routeFirst?: boolean;
}

export class AdminExecutorRef {
  @IsUUID('4', { message: 'format' }) executorId!: string;
}

/** `PATCH /admin/executors/{id}`: the fields given change; a new `apiKey` replaces the stored one. */
export class AdminExecutorChanges {
  @IsOptional() @IsString({ message: 'format' }) @Matches(NAME, { message: 'name' }) name?: string;
  @IsOptional() @IsString({ message: 'format' }) @MaxLength(500, { message: 'format' })
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] }, { message: 'baseUrl' })
  baseUrl?: string;
  @IsOptional() @IsString({ message: 'format' }) @MinLength(1, { message: 'required' }) @MaxLength(2000, { message: 'format' }) apiKey?: string;
  @IsOptional() @IsBoolean({ message: 'format' }) enabled?: boolean;
  @IsOptional() @IsInt({ message: 'format' }) @Min(0, { message: 'min' }) @Max(1000, { message: 'max' }) priority?: number;
  @IsOptional() @IsArray({ message: 'format' }) @ArrayMaxSize(500, { message: 'max' }) @Matches(SERVICE, { each: true, message: 'service' }) services?: string[];
  @IsOptional() @IsArray({ message: 'format' }) @ArrayMaxSize(300, { message: 'max' }) @Matches(COUNTRY, { each: true, message: 'country' }) countries?: string[];
  @IsOptional() @IsNumber(DOLLARS, { message: 'format' }) @Min(0.000001, { message: 'min' }) @Max(1000, { message: 'max' }) maxCost?: number;
  @IsOptional() @IsIn(SALE_RULES, { message: 'format' }) saleRule?: SaleRule;
  @IsOptional() @IsNumber({ maxDecimalPlaces: 2 }, { message: 'format' }) @Min(0, { message: 'min' }) @Max(1000, { message: 'max' }) marginPercent?: number;
  @IsOptional() @IsNumber(DOLLARS, { message: 'format' }) @Min(0.000001, { message: 'min' }) @Max(1000, { message: 'max' }) fixedPrice?: number;
  @IsOptional() @IsNumber({ maxDecimalPlaces: 8 }, { message: 'format' }) @Min(0.00000001, { message: 'min' }) @Max(1000, { message: 'max' }) currencyRate?: number;
  @IsOptional() @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(100, { message: 'max' }) requestsPerSecond?: number;
  @IsOptional() @IsBoolean({ message: 'format' }) routeFirst?: boolean;
}

export class AdminChangeExecutorCommand extends AdminExecutorChanges {
  @IsUUID('4', { message: 'format' }) executorId!: string;
}

/** `PATCH /admin/executors/{id}/enabled`. */
export class AdminExecutorEnabledBody {
  @IsBoolean({ message: 'format' }) enabled!: boolean;
}

/** The fields `GET /admin/resells` sorts by (`cost`: paid upstream; `price`: ours). */
export const RESELL_SORT_FIELDS = ['createdAt', 'number', 'service', 'cost', 'price', 'state'] as const;
export type ResellSortField = (typeof RESELL_SORT_FIELDS)[number];

export class AdminResellsQuery {
  /** Default: newest first. */
  @IsSortField(RESELL_SORT_FIELDS) sort?: ResellSortField;
  @IsSortOrder() order?: SortOrder;
  @IsOptional() @IsString({ message: 'format' }) @Matches(NAME, { message: 'executor' }) executor?: string;
  @IsOptional() @IsIn(RESELL_STATES, { message: 'state' }) state?: ResellState;
  @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(100_000, { message: 'max' }) page: number = 1;
  @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(200, { message: 'max' }) limit: number = 50;
}

export class AdminResellRef {
  @IsUUID('4', { message: 'format' }) resellId!: string;
}

/** Per executor over [since, until) (ISO 8601; default the last 30 days up to now). */
export class AdminExecutorFiguresQuery {
  @IsOptional() @IsISO8601({ strict: true }, { message: 'format' }) since?: string;
  @IsOptional() @IsISO8601({ strict: true }, { message: 'format' }) until?: string;
}

export interface ExecutorView {
  _id: string;
  name: string;
  kind: ExecutorKind;
  baseUrl: string;
  /** The key is never shown again after saving: only that one is stored. */
  keySet: boolean;
  enabled: boolean;
  priority: number;
  services: string[];
  countries: string[];
  /** Dollars. */
  maxCost: number;
  saleRule: SaleRule;
  marginPercent: number;
  fixedPrice: number | null;
  currencyRate: number;
  requestsPerSecond: number;
  routeFirst: boolean;
  createdAt: string;
  updatedAt: string;
}

/** `POST /admin/executors/{id}/test`: the key works when the provider answers its balance. */
export interface ExecutorTestView {
  ok: boolean;
  /** In the provider's currency, as it answers. */
  balance: number | null;
  /** The provider's refusal (`BAD_KEY`, an HTTP status, `timeout`) when not ok. */
  error: string | null;
}

export interface ResellView {
  _id: string;
  executorId: string;
  executor: string;
  /** The provider's activation (order) id. */
  upstreamId: string;
  /** Ours (null only when our side never recorded the activation, and the purchase is being cancelled). */
  activationId: string | null;
  number: string;
  service: string;
  country: string;
  /** Dollars paid upstream, and our price to the buyer. */
  cost: number;
  price: number;
  state: ResellState;
  code: string | null;
  /** A code that came after our side had ended the activation. */
  lateCode: string | null;
  lateCodeAt: string | null;
  removeRequested: boolean;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
  endedAt: string | null;
}

export interface ResellsPage {
  items: ResellView[];
  total: number;
  page: number;
  limit: number;
}

export interface ExecutorFiguresView {
  executorId: string;
  executor: string;
  since: string;
  until: string;
  /** Numbers bought from it. */
  purchases: number;
  /** Of those, the ones whose code reached the buyer. */
  delivered: number;
  /** delivered / purchases (0 when none). */
  successRate: number;
  /** Dollars paid upstream for them (all purchases not confirmed cancelled). */
  spend: number;
  /** Dollars charged to buyers (codes delivered). */
  revenue: number;
  /** revenue - spend. */
  margin: number;
  late: number;
}
