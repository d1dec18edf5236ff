import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsNumber, IsOptional, IsString, IsUUID, Length, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';

/** ISO 3166-1 alpha-2, upper case (`UA`, `KZ`). */
const COUNTRY = /^[A-Z]{2}$/;
/** The industry's short service codes: `tg`, `wa`, `go`, `fb`... */
const SERVICE = /^[a-z0-9]{2,12}$/;
const CARRIER = /^[a-z0-9-]{2,32}$/;

/** The highest one-time or rental price an admin may set, in dollars: anything above is a typo. */
export const MAX_PRICE_DOLLARS = 1000;

export class CountryQuery {
  @IsString({ message: 'required' }) @Matches(COUNTRY, { message: 'country' }) country!: string;
}

export class ServicesQuery extends CountryQuery {
  @IsOptional() @IsString({ message: 'format' }) @Matches(CARRIER, { message: 'carrier' }) carrier?: string;
  /** Latin letters (SPEC section 5), matched case-insensitively by prefix or substring. */
  @IsOptional() @IsString({ message: 'format' }) @Matches(/^[A-Za-z0-9 .+-]{0,40}$/, { message: 'search' }) search?: string;
}

export class OtpPriceQuery extends CountryQuery {
  @IsString({ message: 'required' }) @Matches(SERVICE, { message: 'service' }) service!: string;
  @IsOptional() @IsString({ message: 'format' }) @Matches(CARRIER, { message: 'carrier' }) carrier?: string;
}

export class AdminServicesQuery {
  @IsOptional() @IsString({ message: 'format' }) @Matches(COUNTRY, { message: 'country' }) country?: string;
}

/** A price in dollars: a number, positive, at most 4 decimals and at most MAX_PRICE_DOLLARS. */
export class PriceValue {
  @Type(() => Number)
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 4 }, { message: 'price' })
  @Min(0.0001, { message: 'price' })
  @Max(MAX_PRICE_DOLLARS, { message: 'price' })
  price!: number;
}

export class SetOfferPriceCommand extends PriceValue {
  @IsUUID('4', { message: 'format' }) offerId!: string;
}

export class SetCodeRuleCommand {
  @IsString({ message: 'required' }) @Matches(SERVICE, { message: 'service' }) service!: string;
  /** Regex source with one capture group; empty clears it (generic extraction only). */
  @IsOptional() @IsString({ message: 'format' }) @MaxLength(300, { message: 'long' }) pattern?: string;
  @IsOptional() @IsArray({ message: 'format' }) @ArrayMaxSize(20, { message: 'max' }) @IsString({ each: true, message: 'format' }) @MaxLength(40, { each: true, message: 'max' })
  senders?: string[];
  /** For services that verify with a call: how many trailing digits of the caller are the code; null clears. */
  @IsOptional() @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(10, { message: 'max' }) callDigits?: number | null;
}

export class AddOfferCommand extends PriceValue {
  @IsString({ message: 'required' }) @Matches(SERVICE, { message: 'service' }) service!: string;
  /** Needed when the service is new. */
  @IsOptional() @IsString({ message: 'format' }) @Length(1, 60, { message: 'format' }) name?: string;
  @IsString({ message: 'required' }) @Matches(COUNTRY, { message: 'country' }) country!: string;
  @IsOptional() @IsString({ message: 'format' }) @Matches(CARRIER, { message: 'carrier' }) carrier?: string;
}

export class OfferRef {
  @IsUUID('4', { message: 'format' }) offerId!: string;
}

export class SetServicesEnabledCommand {
  @IsBoolean({ message: 'format' }) enabled!: boolean;
}

/** Sets (or adds) a rental price for a country, a service or any service (`service` absent), and a period. */
export class SetRentalPriceCommand extends PriceValue {
  @IsString({ message: 'required' }) @Matches(COUNTRY, { message: 'country' }) country!: string;
  @IsOptional() @IsString({ message: 'format' }) @Matches(SERVICE, { message: 'service' }) service?: string;
  /** Up to 90 days. */
  @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(2160, { message: 'max' }) periodHours!: number;
}

export class LocalisedNameInput {
  @IsString({ message: 'required' }) @Length(1, 60, { message: 'format' }) en!: string;
  @IsString({ message: 'required' }) @Length(1, 60, { message: 'format' }) ru!: string;
  @IsString({ message: 'required' }) @Length(1, 60, { message: 'format' }) uk!: string;
}

/** Adds a country or changes one (names, dial prefix, whether it is offered). */
export class UpsertCountryCommand {
  @IsString({ message: 'required' }) @Matches(COUNTRY, { message: 'country' }) code!: string;
  @IsString({ message: 'required' }) @Matches(/^\+\d{1,4}$/, { message: 'dialPrefix' }) dialPrefix!: string;
  @ValidateNested({ message: 'format' }) @Type(() => LocalisedNameInput) name!: LocalisedNameInput;
  @IsOptional() @IsBoolean({ message: 'format' }) enabled?: boolean;
}

/** Adds a carrier to a country or renames one. */
export class UpsertCarrierCommand {
  @IsString({ message: 'required' }) @Matches(COUNTRY, { message: 'country' }) country!: string;
  @IsString({ message: 'required' }) @Matches(CARRIER, { message: 'carrier' }) code!: string;
  @IsString({ message: 'required' }) @Length(1, 60, { message: 'format' }) name!: string;
}
