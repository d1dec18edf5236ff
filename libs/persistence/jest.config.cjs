module.exports = { ...require('../../jest.preset.cjs'), displayName: 'persistence', rootDir: __dirname };
