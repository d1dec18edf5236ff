export * from './api-error';
export * from './http-client';
export * from './user-api';
export * from './catalog-api';
export * from './payment-api';
export * from './activations-api';
