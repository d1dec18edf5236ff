/** The service's configuration, built by the bootstrap before Nest starts (the shared tokens live in @simrelay/messaging). */
export const ACTIVATIONS_ENV = Symbol('ACTIVATIONS_ENV');
