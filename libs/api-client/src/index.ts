export * from './api-error';
export * from './http-client';
export * from './user-api';
