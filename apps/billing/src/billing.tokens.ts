/** The service's configuration, built by the bootstrap before Nest starts (the shared tokens live in @simrelay/messaging). */
export const BILLING_ENV = Symbol('BILLING_ENV');
