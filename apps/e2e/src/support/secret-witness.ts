// Moved to libs/testing (shared with the fault suite); kept here for the e2e files' imports.
export * from '@simrelay/testing/system';
