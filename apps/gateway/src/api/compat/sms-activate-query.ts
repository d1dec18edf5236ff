import { IsOptional, IsString, MaxLength } from 'class-validator';

const field = () => (target: object, key: string) => {
  IsOptional()(target, key);
  IsString({ message: 'format' })(target, key);
  MaxLength(256, { message: 'format' })(target, key);
};

/**
 * `handler_api.php`'s parameters, from the query string or a posted form. Each action checks
 * the ones it uses; others that clients commonly send (`lang`, `ref`, `forward`, `userId`...)
 * are accepted and ignored.
 */
export class SmsActivateQuery {
  @field() api_key?: string;
  @field() action?: string;
  @field() service?: string;
  @field() country?: string;
  @field() operator?: string;
  @field() maxPrice?: string;
  @field() id?: string;
  @field() status?: string;
  @field() orderId?: string;
  @field() phoneException?: string;
  @field() activationType?: string;
  @field() freePrice?: string;
  @field() start?: string;
  @field() end?: string;
  @field() offset?: string;
  @field() limit?: string;
  @field() lang?: string;
  @field() language?: string;
  @field() ref?: string;
  @field() forward?: string;
  @field() userId?: string;
  @field() verification?: string;
  @field() useCashBack?: string;
  @field() currency?: string;
  // The rent actions'.
  @field() rent_time?: string;
  @field() hours?: string;
  @field() page?: string;
  @field() size?: string;
  @field() length?: string;
  @field() url?: string;
  @field() incomingCall?: string;
  @field() needHistory?: string;
}
