export * from './infrastructure';
export * from './test-database';
export * from './test-namespace';
export * from './wait-for';
export * from './free-port';
export * from './smtp-sink';
export * from './test-env';
