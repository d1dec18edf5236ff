module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'e2e',
  rootDir: __dirname,
  globalSetup: '<rootDir>/../../tools/jest/global-setup.ts',
  globalTeardown: '<rootDir>/../../tools/jest/global-teardown.ts',
};
