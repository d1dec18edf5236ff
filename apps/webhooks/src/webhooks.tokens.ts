/** Injection token for the service's pino logger (an interface, so it needs a token). */
export const LOGGER = Symbol('LOGGER');
