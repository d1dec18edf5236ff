import type { ActivationStatus, ActivationView, BuyActivationCommand } from '@simrelay/contracts';
import type { Activation } from '../activations/activation.entity';

/**
 * How the one-time activations reach executors other than our rack (the ExecutorRouter
 * plugs itself in at start, so the activations service does not depend on it).
 */
export interface UpstreamExecutors {
  /** An administrator routed this service and country to an executor ahead of our pool. */
  routesFirst(cmd: BuyActivationCommand): Promise<boolean>;
  /**
   * Bought from the best executor that has a number at the buyer's price, or null when none
   * had. `routed`: only the executors routed ahead of our rack, and null also when they were
   * all down (our rack is tried next); `fallback` (the default): every executor serving it.
   */
  buy(cmd: BuyActivationCommand, activationId: string, stage?: 'routed' | 'fallback'): Promise<ActivationView | null>;
  /**
   * Ends an upstream activation: at once when a code came (the provider is told to finish);
   * without a code only once the provider confirmed the cancellation. Whether it ended now.
   */
  end(activation: Activation, status: ActivationStatus): Promise<boolean>;
  /** The buyer asked for another code: the provider is told first (throws when it could not be). */
  again(activation: Activation): Promise<void>;
}
