// The fault suite starts servers of its own (libs/testing own-servers), never the shared ones:
// no global setup resolving them.
module.exports = require('../../jest.preset.cjs').projectConfig(__dirname);
