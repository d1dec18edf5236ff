// Decorator metadata needs the Reflect polyfill before any decorated class loads.
require('reflect-metadata');
