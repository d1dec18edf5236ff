import { ApiProperty } from '@nestjs/swagger';
import { RENTAL_STATES, RentalMessageView, RentalPriceRow, RentalPriceTable, RentalState, RentalView } from '@simrelay/contracts';
import { MessageAnswer, nullableString } from './api-answers';

/* The rentals' answers for the OpenAPI document; each implements its contract's view. */

class RentalMessageAnswer extends MessageAnswer implements RentalMessageView {
  @ApiProperty({ ...nullableString, description: 'The service it belongs to, when recognised' }) service!: string | null;
}

class RestoreStateAnswer {
  @ApiProperty({ description: 'A restore request waits for the SIM to come back' }) waiting!: boolean;
  @ApiProperty({ description: '"Start usage" is offered: a restore was completed' }) canStartUsage!: boolean;
  @ApiProperty({ ...nullableString, format: 'date-time', description: 'The open usage window\'s end' }) windowEndsAt!: string | null;
}

export class RentalAnswer implements RentalView {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty({ description: 'The order number (even); accepted wherever a rental id is', example: 1232 }) orderNumber!: number;
  @ApiProperty({ ...nullableString, example: '+447700900123' }) number!: string | null;
  @ApiProperty({ ...nullableString, format: 'uuid' }) numberId!: string | null;
  @ApiProperty({ example: 'GB' }) country!: string;
  @ApiProperty(nullableString) carrier!: string | null;
  @ApiProperty({ ...nullableString, description: 'The service rented for; null: codes of any service' }) service!: string | null;
  @ApiProperty({
    enum: RENTAL_STATES,
    description: 'active: the period runs; expired / finished: ended, the number reserved for you for 60 days (extend or restore); recycled: gone; cancelled: refunded',
  })
  state!: RentalState;
  @ApiProperty({ description: 'Messages are delivered now: the period runs, or a usage window is open' }) receiving!: boolean;
  @ApiProperty({ ...nullableString, format: 'date-time' }) startedAt!: string | null;
  @ApiProperty({ ...nullableString, format: 'date-time' }) endsAt!: string | null;
  @ApiProperty({ ...nullableString, format: 'date-time', description: 'Extend or restore until then; then the number is recycled' }) reservedUntil!: string | null;
  @ApiProperty({ description: 'US dollars paid in all (rent, extensions, restores), less refunds' }) paid!: number;
  @ApiProperty() codeDelivered!: boolean;
  @ApiProperty({ description: 'Ending it now gives everything back (its first 20 minutes, no code yet)' }) refundable!: boolean;
  @ApiProperty({ type: RestoreStateAnswer }) restore!: RentalView['restore'];
  @ApiProperty({ type: [RentalMessageAnswer], description: 'Verification messages received, newest first' }) messages!: RentalMessageView[];
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

class RentalPriceRowAnswer implements RentalPriceRow {
  @ApiProperty({ ...nullableString, description: 'null: the price for any service' }) service!: string | null;
  @ApiProperty(nullableString) name!: string | null;
  @ApiProperty({ example: 24 }) periodHours!: number;
  @ApiProperty({ description: 'US dollars', example: 1.5 }) price!: number;
}

export class RentalPricesAnswer implements RentalPriceTable {
  @ApiProperty({ example: 'GB' }) country!: string;
  @ApiProperty({ example: 24 }) defaultPeriodHours!: number;
  @ApiProperty({ type: [RentalPriceRowAnswer] }) rows!: RentalPriceRow[];
}
