import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Matches, Max, Min, ValidateIf } from 'class-validator';
import { IsSortField, IsSortOrder, type SortOrder } from '../common/list-order';
import { REQUEST_KEY } from '../activations/activations.commands';
import { RENTAL_STATES, type RentalState } from './rental-states';

const COUNTRY = /^[A-Z]{2}$/;
const SERVICE = /^[a-z0-9]{2,12}$/;
const CARRIER = /^[a-z0-9-]{2,32}$/;

export class RentalsUserRef {
  @IsUUID('4', { message: 'format' }) userId!: string;
}

/** `POST /numbers/rent`: a number in a country (and carrier) for a period, for one service or any. */
export class RentNumberCommand extends RentalsUserRef {
  @IsString({ message: 'required' }) @Matches(COUNTRY, { message: 'country' }) country!: string;
  @IsOptional() @IsString({ message: 'format' }) @Matches(CARRIER, { message: 'carrier' }) carrier?: string;
  /** Absent: codes of any service. */
  @IsOptional() @IsString({ message: 'format' }) @Matches(SERVICE, { message: 'service' }) service?: string;
  @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(24 * 366, { message: 'max' }) periodHours!: number;
  /** The client's `Idempotency-Key`: a repeat answers the rental the first request made. */
  @IsOptional() @IsString({ message: 'format' }) @Matches(REQUEST_KEY, { message: 'idempotencyKey' }) requestKey?: string;
}

/** One rental of the user: by its UUID, or by its order number (the compatible protocols' id). */
export class RentalRef extends RentalsUserRef {
  @ValidateIf((ref: RentalRef) => ref.orderNumber === undefined) @IsUUID('4', { message: 'format' }) rentalId?: string;
  @IsOptional() @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) orderNumber?: number;
}

/** Extend by a period from the price table; paid once per request key. */
export class ExtendRentalCommand extends RentalRef {
  @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(24 * 366, { message: 'max' }) periodHours!: number;
  @IsOptional() @IsString({ message: 'format' }) @Matches(REQUEST_KEY, { message: 'idempotencyKey' }) requestKey?: string;
}

/** Restore access ($2): paid once per request key. */
export class RestoreRentalCommand extends RentalRef {
  @IsOptional() @IsString({ message: 'format' }) @Matches(REQUEST_KEY, { message: 'idempotencyKey' }) requestKey?: string;
}

export { RENTAL_STATES, type RentalState } from './rental-states';

export class RentalsListQuery extends RentalsUserRef {
  /** `open`: active and reserved ones (the profile page); `all`: every one, newest first. */
  @IsOptional() @IsIn(['open', 'all'], { message: 'format' }) scope?: 'open' | 'all';
}

// --- Back office ---------------------------------------------------------------------------

/** The fields `GET /admin/rentals` sorts by (`orderNumber`: the order's number, in the order they were placed). */
export const ADMIN_RENTAL_SORT_FIELDS = ['createdAt', 'orderNumber', 'number', 'service', 'state', 'startedAt', 'endsAt'] as const;
export type AdminRentalSortField = (typeof ADMIN_RENTAL_SORT_FIELDS)[number];

export class AdminRentalsQuery {
  /** Default: newest first. */
  @IsSortField(ADMIN_RENTAL_SORT_FIELDS) sort?: AdminRentalSortField;
  @IsSortOrder() order?: SortOrder;
  @IsOptional() @IsUUID('4', { message: 'format' }) userId?: string;
  @IsOptional() @IsString({ message: 'format' }) @Matches(/^\+?\d{3,20}$/, { message: 'format' }) number?: string;
  @IsOptional() @IsIn(RENTAL_STATES, { message: 'format' }) state?: RentalState;
  @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(100_000, { message: 'max' }) page: number = 1;
  @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(200, { message: 'max' }) limit: number = 50;
}

export class AdminRentalRef {
  @IsUUID('4', { message: 'format' }) rentalId!: string;
}

export class AdminRestoreRef {
  @IsUUID('4', { message: 'format' }) requestId!: string;
}

export class AdminRestoresQuery {
  @IsOptional() @IsIn(['waiting', 'done'], { message: 'format' }) state?: 'waiting' | 'done';
}

/** Whole-system tests only: how far to move the rentals' clock. */
export class AdvanceClockCommand {
  @IsInt({ message: 'format' }) @Min(0, { message: 'min' }) @Max(400 * 86_400_000, { message: 'max' }) ms!: number;
}
