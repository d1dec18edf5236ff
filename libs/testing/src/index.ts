export * from './infrastructure';
export * from './test-database';
export * from './test-namespace';
export * from './wait-for';
