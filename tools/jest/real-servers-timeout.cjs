// Hooks in projects with real servers start and stop whole processes and databases; on a
// loaded two-core machine that outlasts jest's 5 s default even when nothing is wrong.
// Set here rather than as `testTimeout`: jest reads that option only from the root config,
// never from a project's.
jest.setTimeout(60_000);
