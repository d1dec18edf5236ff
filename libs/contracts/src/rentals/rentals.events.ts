import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, IsUUID, Matches, Min, ValidateNested } from 'class-validator';
import { ActivationMessagePayload } from '../activations/activations.events';

/** A verification message reached a rental: pushed to the renter (`rent_message`) and to their webhook (`rent_sms`). */
export class RentalMessageDeliveredEvent {
  @IsUUID('4') userId!: string;
  @IsUUID('4') rentalId!: string;
  @IsInt() @Min(1) orderNumber!: number;
  @IsString() number!: string;
  /** The service the message belongs to, when it was recognised. */
  @IsOptional() @IsString() @Matches(/^[a-z0-9]{2,12}$/) service!: string | null;
  @ValidateNested() @Type(() => ActivationMessagePayload) message!: ActivationMessagePayload;
}
