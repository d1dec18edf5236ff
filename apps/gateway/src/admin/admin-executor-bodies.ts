import { Transform } from 'class-transformer';
import { IsIn, IsISO8601, IsOptional, IsString, Matches } from 'class-validator';
import { IsSortField, IsSortOrder, RESELL_SORT_FIELDS, RESELL_STATES, ResellSortField, ResellState, SortOrder } from '@simrelay/contracts';
import { AdminPageParams } from '../activations/admin-activation-bodies';

/** An empty query parameter (an unset filter) is no filter. */
const BlankAsMissing = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? undefined : value));

/** SPEC `GET /admin/resells?executor=` (and `state=`). */
export class AdminResellsParams extends AdminPageParams {
  @BlankAsMissing() @IsOptional() @IsString({ message: 'format' }) @Matches(/^[A-Za-z0-9_-]{1,64}$/, { message: 'executor' }) executor?: string;
  @BlankAsMissing() @IsOptional() @IsIn(RESELL_STATES, { message: 'state' }) state?: ResellState;
  @BlankAsMissing() @IsSortField(RESELL_SORT_FIELDS) sort?: ResellSortField;
  @BlankAsMissing() @IsSortOrder() order?: SortOrder;
}

/** `GET /admin/executors/figures?since=&until=` (ISO 8601; default the last 30 days). */
export class AdminExecutorFiguresParams {
  @BlankAsMissing() @IsOptional() @IsISO8601({ strict: true }, { message: 'format' }) since?: string;
  @BlankAsMissing() @IsOptional() @IsISO8601({ strict: true }, { message: 'format' }) until?: string;
}
