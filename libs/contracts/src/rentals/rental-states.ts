/**
 * The states of a long-term rental. No runtime dependencies, so the browser imports this file
 * alone (`@simrelay/contracts/rental-states`).
 */
export const RENTAL_STATES = ['pending', 'active', 'expired', 'finished', 'cancelled', 'recycled', 'failed'] as const;
export type RentalState = (typeof RENTAL_STATES)[number];
