export * from './load-config';
export * from './infrastructure.env';
export * from './env-boolean';
export * from './session-keys.env';
export * from './env-integer';
export * from './secret-cipher';
