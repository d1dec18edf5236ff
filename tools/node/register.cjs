// Runs the TypeScript sources directly: swc for speed (with decorator metadata, which
// NestJS needs), and the workspace's `@simrelay/*` aliases resolved from tsconfig.base.json.
const path = require('node:path');
const Module = require('node:module');

const root = path.resolve(__dirname, '../..');
process.env.SWC_NODE_PROJECT ||= path.join(root, 'tsconfig.base.json');

const { compilerOptions } = require(path.join(root, 'tsconfig.base.json'));
const aliases = new Map(Object.entries(compilerOptions.paths).map(([alias, [target]]) => [alias, path.join(root, target)]));

const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolve.call(this, aliases.get(request) ?? request, ...rest);
};

require('@swc-node/register');
require('reflect-metadata');
