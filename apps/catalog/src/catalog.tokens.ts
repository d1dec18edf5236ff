export const CATALOG_ENV = Symbol('CATALOG_ENV');
export const LOGGER = Symbol('LOGGER');
export const MESSAGING = Symbol('MESSAGING');
export const REDIS = Symbol('REDIS');
