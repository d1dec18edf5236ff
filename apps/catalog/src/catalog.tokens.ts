export const CATALOG_ENV = Symbol('CATALOG_ENV');
export const REDIS = Symbol('REDIS');
