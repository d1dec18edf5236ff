import {
  ADMIN_ACTIVATION_SORT_FIELDS, ADMIN_MESSAGE_SORT_FIELDS, AdminActivationSortField, AdminMessageSortField, IsSortField, IsSortOrder, SortOrder,
} from '@simrelay/contracts';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min } from 'class-validator';

/** An empty query parameter (`?modem=`, as the back office sends an unset filter) is no filter. */
export const BlankAsMissing = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? undefined : value));

const asBoolean = (value: unknown) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value);

export class AdminIdParam {
  @IsUUID('4', { message: 'format' }) id!: string;
}

export class ModemBanBody {
  @IsBoolean({ message: 'format' }) ban!: boolean;
}

/** SPEC `GET /admin/numbers?filter=&modem=`. */
export class AdminNumbersParams {
  @BlankAsMissing() @IsOptional() @IsString({ message: 'format' }) @MaxLength(64, { message: 'format' }) filter?: string;
  @BlankAsMissing() @IsOptional() @IsUUID('4', { message: 'format' }) modem?: string;
}

export class AdminPageParams {
  @BlankAsMissing() @IsOptional() @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(100_000, { message: 'max' })
  page?: number;
  @BlankAsMissing() @IsOptional() @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(200, { message: 'max' })
  limit?: number;
}

/** One activation's or one number's messages. */
export class AdminMessagesOrderParams extends AdminPageParams {
  @BlankAsMissing() @IsSortField(ADMIN_MESSAGE_SORT_FIELDS) sort?: AdminMessageSortField;
  @BlankAsMissing() @IsSortOrder() order?: SortOrder;
}

export class AdminMessagesParams extends AdminMessagesOrderParams {
  /** `true`: only messages no activation took. */
  @BlankAsMissing() @IsOptional() @Transform(({ value }: { value: unknown }) => asBoolean(value)) @IsBoolean({ message: 'format' }) unrouted?: boolean;
}

/** SPEC `GET /admin/activations?number=|userId=|executor=` (they combine). */
export class AdminActivationsParams extends AdminPageParams {
  @BlankAsMissing() @IsSortField(ADMIN_ACTIVATION_SORT_FIELDS) sort?: AdminActivationSortField;
  @BlankAsMissing() @IsSortOrder() order?: SortOrder;
  /** A '+' left unencoded in a query string arrives as a space. */
  @BlankAsMissing() @IsOptional() @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'format' }) @Matches(/^\+?\d{4,20}$/, { message: 'number' })
  number?: string;
  @BlankAsMissing() @IsOptional() @IsUUID('4', { message: 'format' }) numberId?: string;
  @BlankAsMissing() @IsOptional() @IsUUID('4', { message: 'format' }) userId?: string;
  @BlankAsMissing() @IsOptional() @IsString({ message: 'format' }) @Matches(/^[A-Za-z0-9_-]{1,64}$/, { message: 'executor' }) executor?: string;
}
