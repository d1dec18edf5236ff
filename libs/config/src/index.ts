export * from './load-config';
export * from './infrastructure.env';
