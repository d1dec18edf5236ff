module.exports = { ...require('../../jest.preset.cjs'), displayName: 'webhooks', rootDir: __dirname };
