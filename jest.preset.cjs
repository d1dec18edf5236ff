// Shared jest settings: swc for speed, keeping decorator metadata that NestJS and
// class-validator read at runtime; path aliases from tsconfig.base.json.
const path = require('node:path');
const { compilerOptions } = require('./tsconfig.base.json');

const moduleNameMapper = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [`^${alias}$`, path.join(__dirname, target)]),
);

const preset = {
  // Node's environment, ending whatever a test file left running (tools/jest/kept-processes.cjs).
  testEnvironment: path.join(__dirname, 'tools/jest/process-keeper-environment.cjs'),
  moduleFileExtensions: ['ts', 'js', 'json'],
  testMatch: ['**/?(*.)+(spec|int-spec).ts'],
  moduleNameMapper,
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
          keepClassNames: true,
        },
        module: { type: 'commonjs' },
        sourceMaps: 'inline',
      },
    ],
  },
  setupFiles: [path.join(__dirname, 'tools/jest/setup.cjs')],
};

/**
 * A project's jest config. `realServers` resolves PostgreSQL, Redis and NATS once per run
 * (tools/jest/global-setup.ts) for projects whose tests talk to them.
 */
function projectConfig(dir, { realServers = false } = {}) {
  return {
    ...preset,
    displayName: path.basename(dir),
    rootDir: dir,
    ...(realServers
      ? {
          setupFilesAfterEnv: [path.join(__dirname, 'tools/jest/real-servers-timeout.cjs')],
          globalSetup: path.join(__dirname, 'tools/jest/global-setup.ts'),
          globalTeardown: path.join(__dirname, 'tools/jest/global-teardown.ts'),
        }
      : {}),
  };
}

module.exports = { preset, projectConfig };
