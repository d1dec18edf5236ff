/** The service's configuration, built by the bootstrap before Nest starts (the shared tokens live in @simrelay/messaging). */
export const RENTALS_ENV = Symbol('RENTALS_ENV');
