import { Type } from 'class-transformer';
import {
  ADMIN_RENTAL_SORT_FIELDS, AdminRentalSortField, DomainError, ErrorCode, IsSortField, IsSortOrder, RENTAL_STATES, RentalState, REQUEST_KEY, SortOrder,
} from '@simrelay/contracts';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Matches, Max, Min } from 'class-validator';

/** SPEC `POST /numbers/rent` (and `POST /api/rentals`): a number in a country for a period, for one service or any. */
export class RentNumberBody {
  @IsString({ message: 'required' }) @Matches(/^[A-Z]{2}$/, { message: 'country' }) country!: string;
  @IsOptional() @IsString({ message: 'format' }) @Matches(/^[a-z0-9-]{2,32}$/, { message: 'carrier' }) carrier?: string;
  /** Absent: codes of any service. */
  @IsOptional() @IsString({ message: 'format' }) @Matches(/^[a-z0-9]{2,12}$/, { message: 'service' }) service?: string;
  @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(24 * 366, { message: 'max' }) periodHours!: number;
}

export class ExtendRentalBody {
  @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(24 * 366, { message: 'max' }) periodHours!: number;
}

export class RentalPricesQuery {
  @IsString({ message: 'required' }) @Matches(/^[A-Z]{2}$/, { message: 'country' }) country!: string;
}

export class AdminRentalsParams {
  @IsOptional() @IsUUID('4', { message: 'format' }) userId?: string;
  @IsOptional() @IsString({ message: 'format' }) @Matches(/^\+?\d{3,20}$/, { message: 'format' }) number?: string;
  @IsOptional() @IsIn(RENTAL_STATES, { message: 'format' }) state?: RentalState;
  @IsSortField(ADMIN_RENTAL_SORT_FIELDS) sort?: AdminRentalSortField;
  @IsSortOrder() order?: SortOrder;
  @IsOptional() @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(100_000, { message: 'max' }) page?: number;
  @IsOptional() @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(200, { message: 'max' }) limit?: number;
}

export class AdminRestoresParams {
  @IsOptional() @IsIn(['waiting', 'done'], { message: 'format' }) state?: 'waiting' | 'done';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const ORDER_NUMBER = /^[1-9]\d{0,14}$/;

/** A rental named in a path: its UUID, or its order number. */
export function rentalRef(userId: string, id: string): { userId: string; rentalId: string } | { userId: string; orderNumber: number } {
  if (UUID.test(id)) return { userId, rentalId: id.toLowerCase() };
  if (ORDER_NUMBER.test(id)) return { userId, orderNumber: Number(id) };
  throw new DomainError(ErrorCode.Invalid, 'Missing or invalid request parameters', { id: 'format' });
}

/** The client's `Idempotency-Key`, when it sent one: checked, then passed on. */
export function requestKeyOf(header: string | undefined): { requestKey?: string } {
  if (header === undefined) return {};
  if (!REQUEST_KEY.test(header)) throw new DomainError(ErrorCode.Invalid, 'Missing or invalid request parameters', { 'Idempotency-Key': 'idempotencyKey' });
  return { requestKey: header };
}
