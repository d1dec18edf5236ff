export const GATEWAY_ENV = Symbol('GATEWAY_ENV');
export const LOGGER = Symbol('LOGGER');
export const MESSAGING = Symbol('MESSAGING');
export const REDIS = Symbol('REDIS');
