module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'gateway',
  rootDir: __dirname,
  globalSetup: '<rootDir>/../../tools/jest/global-setup.ts',
  globalTeardown: '<rootDir>/../../tools/jest/global-teardown.ts',
};
