import { Type } from 'class-transformer';
import {
  HUB_PUSH_SORT_FIELDS, HUB_PUSH_STATES, HUB_SALE_SORT_FIELDS, HUB_SALE_STATES, HubChangeFields, HubOfferFields, HubPushSortField, HubPushState, HubSaleSortField,
  HubSaleState, IsSortField, IsSortOrder, SortOrder,
} from '@simrelay/contracts';
import { IsBoolean, IsIn, IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';

/** `PATCH /admin/hubs/:id`: any of the hub's settings. */
export class HubChangeBody extends HubChangeFields {}

/** `PUT /admin/hubs/:id/offer`: the services and countries we offer the hub, and the least it must pay per service. */
export class HubOfferBody extends HubOfferFields {}

/** `PATCH /admin/hubs/:id/enabled`. */
export class HubEnabledBody {
  @IsBoolean({ message: 'format' }) enabled!: boolean;
}

class HubPageParams {
  @IsOptional() @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(100_000, { message: 'max' }) page?: number;
  @IsOptional() @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(200, { message: 'max' }) limit?: number;
  @IsOptional() @IsUUID('4', { message: 'format' }) hubId?: string;
}

export class HubSalesParams extends HubPageParams {
  @IsOptional() @IsIn([...HUB_SALE_STATES], { message: 'format' }) state?: HubSaleState;
  @IsSortField(HUB_SALE_SORT_FIELDS) sort?: HubSaleSortField;
  @IsSortOrder() order?: SortOrder;
}

export class HubPushesParams extends HubPageParams {
  @IsOptional() @IsIn([...HUB_PUSH_STATES], { message: 'format' }) state?: HubPushState;
  @IsSortField(HUB_PUSH_SORT_FIELDS) sort?: HubPushSortField;
  @IsSortOrder() order?: SortOrder;
  @IsOptional() @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) smsId?: number;
}
