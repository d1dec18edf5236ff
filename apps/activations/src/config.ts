import { EnvInteger, InfrastructureEnv } from '@simrelay/config';
import { IsNetworkList } from '@simrelay/net-guard';
import { Matches } from 'class-validator';


export class ActivationsEnv extends InfrastructureEnv {
  /** How often activations past their 15 minutes are looked for and cancelled (milliseconds). */
  @EnvInteger(50, 60_000)
  ACTIVATION_SWEEP_MS: number = 1000;

  /**
   * How long an activation's settled mark waits for others to be written with it (milliseconds):
   * billing has been told already, so the mark is bookkeeping, and under load one statement
   * carries many. 0 writes each at once.
   */
  @EnvInteger(0, 5000)
  SETTLED_MARK_GATHER_MS: number = 50;

  /** A SIM not reported by its agent for this long is offline and is not sold (milliseconds). */
  @EnvInteger(1000, 3_600_000)
  SIM_OFFLINE_AFTER_MS: number = 90_000;

  /** One-time activation length, minutes (SPEC: 15). */
  @EnvInteger(1, 120)
  ACTIVATION_MINUTES: number = 15;

  @EnvInteger(2, 100)
  ACTIVATIONS_DB_POOL_SIZE: number = 10;

  /**
   * 32 bytes, base64: seals partners' secrets at rest (upstream providers' API keys, hubs'
   * protocol keys). Empty: no executor or hub can be added or used.
   */
  @Matches(/^$|^[A-Za-z0-9+/]{43}=$/, { message: 'PARTNER_SECRETS_KEY must be 32 bytes in base64' })
  PARTNER_SECRETS_KEY: string = '';

  /** How often upstream purchases are looked at: codes polled, cancels and finishes retried (milliseconds). */
  @EnvInteger(50, 60_000)
  UPSTREAM_POLL_MS: number = 2000;

  /** One request to an upstream provider gives up after this long (milliseconds). */
  @EnvInteger(200, 60_000)
  UPSTREAM_TIMEOUT_MS: number = 10_000;

  /** The success rate that ranks executors counts purchases of this many last minutes. */
  @EnvInteger(1, 43_200)
  UPSTREAM_SUCCESS_WINDOW_MINUTES: number = 1440;
  /** The pause between one PUSH_SMS attempt to a hub and the next (SMSHub: 10 seconds). */
  @EnvInteger(50, 3_600_000)
  HUB_PUSH_RETRY_MS: number = 10_000;

  /** How long one PUSH_SMS attempt may take, answer included. */
  @EnvInteger(100, 60_000)
  HUB_PUSH_TIMEOUT_MS: number = 10_000;

  /** A hub sale the hub never finishes gives its number back after this long (minutes). */
  @EnvInteger(20, 43_200)
  HUB_SALE_MAX_MINUTES: number = 1440;

  /**
   * Networks hub push URLs may reach although not public (CIDRs, comma-separated), as
   * WEBHOOK_ALLOWED_NETWORKS for webhooks. Empty: public addresses only.
   */
  @IsNetworkList()
  HUB_ALLOWED_NETWORKS: string = '';

}
