// Every project's tests in one run: jest spreads the files over its workers.
const { readdirSync, existsSync } = require('node:fs');
const { join } = require('node:path');

const projects = ['apps', 'libs'].flatMap((group) =>
  readdirSync(join(__dirname, group))
    .map((name) => join(__dirname, group, name, 'jest.config.cjs'))
    .filter(existsSync),
);

module.exports = { projects };
