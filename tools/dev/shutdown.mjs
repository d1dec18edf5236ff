// Orderly stop: whatever the launcher started registers how to stop it; on Ctrl-C, SIGTERM,
// SIGHUP or a failure, those run newest first (services, then mail sink, then servers).
// Things the launcher merely found are never registered, so never stopped.
import { liveChildren } from './processes.mjs';
import { say, shout, warn } from './log.mjs';

const stack = [];
let stopping = null;

export const isStopping = () => stopping !== null;

/** Registers a stop step; returns a function that unregisters it. */
export function onShutdown(label, stop) {
  const entry = { label, stop };
  stack.push(entry);
  return () => stack.splice(stack.indexOf(entry) >>> 0, 1);
}

export function shutdown(code = 0) {
  stopping ??= (async () => {
    while (stack.length) {
      const { label, stop } = stack.pop();
      try {
        await stop();
      } catch (error) {
        warn(`stopping ${label} failed: ${error?.message ?? error}`);
      }
    }
    process.exit(code);
  })();
  return stopping;
}

export function installSignalHandlers() {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (!isStopping()) {
        say(`${signal}: stopping what the launcher started (again to force)...`);
        shutdown(0);
        return;
      }
      // Second signal: do not wait for graceful stops any more.
      shout('forcing: killing remaining children');
      for (const child of liveChildren) child.kill('SIGKILL');
      process.exit(1);
    });
  }
  // Safety net if the launcher dies anyway: do not leave children behind.
  process.on('exit', () => {
    for (const child of liveChildren) child.kill('SIGTERM');
  });
}
