module.exports = { ...require('../../jest.preset.cjs'), displayName: 'net-guard', rootDir: __dirname };
