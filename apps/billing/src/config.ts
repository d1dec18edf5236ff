import { InfrastructureEnv } from '@simrelay/config';
import { IsInt, Max, Min } from 'class-validator';

export class BillingEnv extends InfrastructureEnv {
  /** How often expired holds are looked for and voided (milliseconds). */
  @IsInt({ message: 'HOLD_EXPIRY_SWEEP_MS must be an integer' }) @Min(50) @Max(60_000)
  HOLD_EXPIRY_SWEEP_MS: number = 1000;

  /** Expired holds voided per sweep round before looking again. */
  @IsInt({ message: 'HOLD_EXPIRY_BATCH must be an integer' }) @Min(1) @Max(10_000)
  HOLD_EXPIRY_BATCH: number = 200;

  /** PostgreSQL connections per process: every ledger command holds one for its transaction. */
  @IsInt({ message: 'BILLING_DB_POOL_SIZE must be an integer' }) @Min(2) @Max(100)
  BILLING_DB_POOL_SIZE: number = 10;
}
