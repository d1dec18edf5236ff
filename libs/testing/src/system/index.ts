// The whole system as separate processes, for end-to-end and fault tests (kept apart from the
// package's index: only those tests load the HTTP client and the process machinery).
export * from './processes';
export * from './process-set';
export * from './http-client';
export * from './secret-witness';
export * from './system';
export * from './accounts';
