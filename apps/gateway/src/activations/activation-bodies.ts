import { Type } from 'class-transformer';
import { Injectable, PipeTransform } from '@nestjs/common';
import { ACTIVATION_ACTIONS, ACTIVATION_REF, ActivationAction, DomainError, ErrorCode } from '@simrelay/contracts';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Matches, Max, Min } from 'class-validator';

/** SPEC `POST /numbers/one`: a number for a service in a country. */
export class BuyNumberBody {
  @IsString({ message: 'required' }) @Matches(/^[a-z0-9]{2,12}$/, { message: 'service' }) service!: string;
  @IsString({ message: 'required' }) @Matches(/^[A-Z]{2}$/, { message: 'country' }) country!: string;
  @IsOptional() @IsString({ message: 'format' }) @Matches(/^[a-z0-9-]{2,32}$/, { message: 'carrier' }) carrier?: string;
  /** Dollars: refuse rather than pay more. */
  @IsOptional() @Type(() => Number) @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 4 }, { message: 'format' })
  @Min(0.0001, { message: 'format' }) @Max(1000, { message: 'max' })
  maxPrice?: number;
}

/** The public API's `POST /api/activations/{id}/status`: what to do with the activation. */
export class ActivationStatusBody {
  @IsIn(ACTIVATION_ACTIONS, { message: 'status' }) status!: ActivationAction;
}

export class ActivationIdQuery {
  /** The activation's UUID or its order number. */
  @IsString({ message: 'format' }) @Matches(ACTIVATION_REF, { message: 'format' }) activationId!: string;
}

/** A path's activation id: its UUID or its order number. */
@Injectable()
export class ActivationRefPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (typeof value !== 'string' || !ACTIVATION_REF.test(value)) {
      throw new DomainError(ErrorCode.Invalid, 'Missing or invalid request parameters', { id: 'format' });
    }
    return value;
  }
}

export class HistoryQuery {
  @IsOptional() @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(100_000, { message: 'max' }) page?: number;
  @IsOptional() @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(100, { message: 'max' }) limit?: number;
}

export class MessagesQuery {
  @IsOptional() @IsIn(['true', 'false', '1', '0', ''], { message: 'format' }) balance?: string;
}
