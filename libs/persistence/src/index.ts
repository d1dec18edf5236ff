export * from './data-source';
export * from './database-admin';
export * from './entity-from-json';
export * from './migrate-cli';
export * from './list-order';
export * from './unique-violation';
export * from './write-batch';
