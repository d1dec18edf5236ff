export const GATEWAY_ENV = Symbol('GATEWAY_ENV');
export const REDIS = Symbol('REDIS');
