import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ACTIVATION_STATUSES, ActivationMessageView, ActivationsPage, ActivationStatus, ActivationView, CarrierView, CountryView, LocalisedName,
  ServiceOffer, ServicesPage, Verification, VERIFICATIONS, WebhookAttemptView, WebhookDeliveriesPage, WebhookDeliveryView, AnyWebhookPayload,
} from '@simrelay/contracts';

/*
 * The public API's answers, for its OpenAPI document. Each class implements the contract's view
 * it describes, so the compiler refuses a description that lacks a field or gives it another type.
 */

export const nullableString = { type: 'string', nullable: true } as const;

export class ErrorAnswer {
  @ApiProperty({ example: 400 }) statusCode!: number;
  @ApiProperty({ example: 'COMMON.INVALID', description: 'A stable machine-readable code' }) code!: string;
  @ApiProperty({ example: 'Missing or invalid request parameters' }) message!: string;
  @ApiPropertyOptional({ description: 'Invalid parameters only: parameter -> message key', type: 'object', additionalProperties: { type: 'string' } })
  fields?: Record<string, string>;
  @ApiPropertyOptional({ description: 'Internal errors only: a reference for support' }) errorId?: string;
}

export class BalanceAnswer {
  @ApiProperty({ description: 'Your balance in US dollars', example: 12.34 }) balance!: number;
}

class LocalisedNameAnswer implements LocalisedName {
  @ApiProperty() en!: string;
  @ApiProperty() ru!: string;
  @ApiProperty() uk!: string;
}

class CarrierAnswer implements CarrierView {
  @ApiProperty({ example: 'o2' }) code!: string;
  @ApiProperty({ example: 'O2' }) name!: string;
}

export class CountryAnswer implements CountryView {
  @ApiProperty({ description: 'ISO 3166-1 alpha-2', example: 'GB' }) code!: string;
  @ApiProperty({ example: '+44' }) dialPrefix!: string;
  @ApiProperty({ type: LocalisedNameAnswer }) name!: LocalisedName;
  @ApiProperty({ type: [CarrierAnswer] }) carriers!: CarrierView[];
}

class ServiceOfferAnswer implements ServiceOffer {
  @ApiProperty() _id!: string;
  @ApiProperty({ example: 'tg' }) code!: string;
  @ApiProperty({ example: 'Telegram' }) name!: string;
  @ApiProperty() icon!: string;
  @ApiProperty({ description: 'US dollars for one activation', example: 0.35 }) price!: number;
  @ApiProperty({ description: 'Numbers available now' }) count!: number;
}

export class ServicesAnswer implements ServicesPage {
  @ApiProperty({ example: 'GB' }) country!: string;
  @ApiProperty(nullableString) carrier!: string | null;
  @ApiProperty({ description: 'false while sales are paused' }) enabled!: boolean;
  @ApiProperty({ type: [ServiceOfferAnswer] }) items!: ServiceOffer[];
}

export class AvailabilityAnswer {
  @ApiProperty({ example: 'tg' }) service!: string;
  @ApiProperty({ example: 'GB' }) country!: string;
  @ApiProperty(nullableString) carrier!: string | null;
  @ApiProperty({ description: 'US dollars', example: 0.35 }) price!: number;
  @ApiProperty({ description: 'Numbers that could be bought now' }) count!: number;
}

export class MessageAnswer implements ActivationMessageView {
  @ApiProperty() _id!: string;
  @ApiProperty({ enum: ['sms', 'call'] }) kind!: 'sms' | 'call';
  @ApiProperty({ ...nullableString, description: 'The SMS sender, or the calling number' }) sender!: string | null;
  @ApiProperty({ description: 'The whole text (for a call: the calling number)' }) sms!: string;
  @ApiProperty({ ...nullableString, description: 'The code found in it' }) code!: string | null;
  @ApiProperty({ format: 'date-time' }) receivedAt!: string;
}

export class ActivationAnswer implements ActivationView {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty({ format: 'uuid', description: 'The activation id (the same as _id)' }) activationId!: string;
  @ApiProperty({ description: 'The order number; accepted wherever an activation id is', example: 1231 }) orderNumber!: number;
  @ApiProperty({ format: 'uuid' }) numberId!: string;
  @ApiProperty({ example: '+447700900123' }) number!: string;
  @ApiProperty({ example: 'tg' }) service!: string;
  @ApiProperty({ example: 'GB' }) country!: string;
  @ApiProperty(nullableString) carrier!: string | null;
  @ApiProperty({ description: 'US dollars, charged once a code arrives' }) price!: number;
  @ApiProperty({ enum: ACTIVATION_STATUSES }) status!: ActivationStatus;
  @ApiProperty({ enum: VERIFICATIONS, description: '`call`: a call gives the code too (the caller\'s last digits)' }) verification!: Verification;
  @ApiProperty({ ...nullableString, format: 'date-time', description: 'When another code was last asked for' }) againAt!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) expiresAt!: string;
  @ApiProperty({ ...nullableString, format: 'date-time' }) endedAt!: string | null;
  @ApiProperty({ type: [MessageAnswer] }) messages!: ActivationMessageView[];
}

export class ActivationsPageAnswer implements ActivationsPage {
  @ApiProperty({ type: [ActivationAnswer] }) items!: ActivationView[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() limit!: number;
}

class WebhookAttemptAnswer implements WebhookAttemptView {
  @ApiProperty() attempt!: number;
  @ApiProperty({ format: 'date-time' }) startedAt!: string;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Your server\'s HTTP status; null when it did not answer' }) httpStatus!: number | null;
  @ApiProperty(nullableString) error!: string | null;
  @ApiProperty() durationMs!: number;
}

class WebhookDeliveryAnswer implements WebhookDeliveryView {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty({ format: 'uuid', nullable: true, type: 'string', description: 'The activation the message reached; null for a rental\'s (`rent_sms`)' }) activationId!: string | null;
  @ApiProperty({ format: 'uuid', nullable: true, type: 'string', description: 'The rental the message reached (`rent_sms`); null for an activation\'s' }) rentalId!: string | null;
  @ApiProperty() url!: string;
  @ApiProperty({ enum: ['pending', 'delivered', 'failed'] }) state!: 'pending' | 'delivered' | 'failed';
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The body POSTed on every attempt (see Webhooks)' }) payload!: AnyWebhookPayload;
  @ApiProperty(nullableString) lastError!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ ...nullableString, format: 'date-time' }) finishedAt!: string | null;
  @ApiProperty({ type: [WebhookAttemptAnswer] }) attempts!: WebhookAttemptView[];
}

export class WebhookDeliveriesPageAnswer implements WebhookDeliveriesPage {
  @ApiProperty({ type: [WebhookDeliveryAnswer] }) items!: WebhookDeliveryView[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() limit!: number;
}
