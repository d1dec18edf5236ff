import { IsOptional, IsString, MaxLength } from 'class-validator';

const field = () => (target: object, key: string) => {
  IsOptional()(target, key);
  IsString({ message: 'format' })(target, key);
  MaxLength(128, { message: 'format' })(target, key);
};

/**
 * `/stubs/handler_api.php`'s parameters. Each action checks the ones it uses; the others that
 * SMS-Activate clients commonly send (`lang`, `ref`, `forward`...) are accepted and ignored.
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
  @field() lang?: string;
  @field() ref?: string;
  @field() forward?: string;
  @field() freePrice?: string;
  @field() phoneException?: string;
  @field() activationType?: string;
  @field() verification?: string;
  @field() useCashBack?: string;
}
