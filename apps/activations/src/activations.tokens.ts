/** Injection tokens for what the bootstrap builds before Nest starts (connections, config). */
export const ACTIVATIONS_ENV = Symbol('ACTIVATIONS_ENV');
export const LOGGER = Symbol('LOGGER');
export const MESSAGING = Symbol('MESSAGING');
export const OUTBOX_RELAY = Symbol('OUTBOX_RELAY');
