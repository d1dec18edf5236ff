import { EnvInteger, InfrastructureEnv } from '@simrelay/config';

export class ActivationsEnv extends InfrastructureEnv {
  /** How often activations past their 15 minutes are looked for and cancelled (milliseconds). */
  @EnvInteger(50, 60_000)
  ACTIVATION_SWEEP_MS: number = 1000;

  /** A SIM not reported by its agent for this long is offline and is not sold (milliseconds). */
  @EnvInteger(1000, 3_600_000)
  SIM_OFFLINE_AFTER_MS: number = 90_000;

  /** One-time activation length, minutes (SPEC: 15). */
  @EnvInteger(1, 120)
  ACTIVATION_MINUTES: number = 15;

  @EnvInteger(2, 100)
  ACTIVATIONS_DB_POOL_SIZE: number = 10;
}
