import { EnvBoolean, EnvInteger, InfrastructureEnv } from '@simrelay/config';

export class RentalsEnv extends InfrastructureEnv {
  /** How often rentals that fell due (period over, reserve over, window closed, payment left halfway) are looked for (milliseconds). */
  @EnvInteger(50, 60_000)
  RENTALS_SWEEP_MS: number = 1000;

  /** A payment still not applied this long after it began is given up (its hold voided) by the sweeper (milliseconds). */
  @EnvInteger(1000, 3_600_000)
  RENTALS_PAYMENT_TIMEOUT_MS: number = 120_000;

  @EnvInteger(2, 100)
  RENTALS_DB_POOL_SIZE: number = 10;

  /**
   * Whole-system tests move the rentals' clock forward (`rentals.test.clock`) instead of waiting
   * 60 days. Never set in a deployment.
   */
  @EnvBoolean() TEST_CLOCK: boolean = false;
}
