/** Injection tokens for what main.ts builds before Nest starts (connections, config). */
export const IDENTITY_ENV = Symbol('IDENTITY_ENV');
export const LOGGER = Symbol('LOGGER');
export const MESSAGING = Symbol('MESSAGING');
export const OUTBOX_RELAY = Symbol('OUTBOX_RELAY');
