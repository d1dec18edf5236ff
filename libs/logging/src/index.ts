export * from './correlation';
export * from './logger';
export type { Logger } from 'pino';
