export * from './data-source';
export * from './database-admin';
export * from './migrate-cli';
