export * from './public-address';
export * from './network-list';
export * from './is-network-list.decorator';
export * from './pinned-lookup';
