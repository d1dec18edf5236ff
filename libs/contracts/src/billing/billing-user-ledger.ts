import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsIn, IsInt, IsISO8601, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { TRANSFER_KINDS, type TransferKind } from './billing.views';

/** A user's own reads of the ledger (queue group `billing`); the same reader as the back office's. */
export const BillingUserSubjects = {
  ledgerEntries: 'billing.users.ledger.entries',
} as const;

/** `kind=hold,charge` or repeated `kind`: one or more transfer kinds. */
const kindList = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : (Array.isArray(value) ? value : String(value).split(',')).map((v) => String(v).trim()).filter(Boolean);

/** Filters shared by the user's ledger page and its CSV export. */
export class LedgerFilters {
  @IsOptional() @Transform(kindList) @ArrayMaxSize(TRANSFER_KINDS.length, { message: 'max' }) @IsIn(TRANSFER_KINDS, { each: true, message: 'format' }) kind?: TransferKind[];
  /** From this instant on (ISO 8601). */
  @IsOptional() @IsISO8601({ strict: true }, { message: 'format' }) from?: string;
  /** Before this instant (ISO 8601). */
  @IsOptional() @IsISO8601({ strict: true }, { message: 'format' }) to?: string;
}

export class UserLedgerQuery extends LedgerFilters {
  @IsUUID('4', { message: 'format' }) userId!: string;
  @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(100_000, { message: 'max' }) page: number = 1;
  @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(200, { message: 'max' }) limit: number = 50;
}
