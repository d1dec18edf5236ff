// The test environment of projects with real servers: Node's, plus a registry of what each test
// file started (libs/testing/src/kept-processes.ts). Whatever the file left running (a setup that
// failed halfway, an afterAll that never got its handle) is ended at teardown, and every child
// still alive is killed when the worker itself exits.
const { TestEnvironment } = require('jest-environment-node');
const { endKept, killAllNow } = require('./kept-processes.cjs');

const registries = new Set();
let exitHooked = false;

function hookWorkerExit() {
  if (exitHooked) return;
  exitHooked = true;
  process.once('exit', () => killAllNow(registries));
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
    process.once(signal, () => {
      killAllNow(registries);
      process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGHUP' ? 1 : 15));
    });
  }
}

class ProcessKeeperEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.kept = { children: new Set(), closers: new Set() };
    this.testPath = context.testPath;
    this.global.__simrelayKept = this.kept;
    registries.add(this.kept);
    hookWorkerExit();
  }

  async teardown() {
    try {
      const ended = await endKept(this.kept);
      if (ended.length) process.stderr.write(`[teardown] ${this.testPath}: ended what the file left running: ${ended.join(', ')}\n`);
    } finally {
      registries.delete(this.kept);
      await super.teardown();
    }
  }
}

module.exports = ProcessKeeperEnvironment;
