// Ending what a test file left running: first the closers (a system's stop, a browser's close),
// then any child still alive (SIGTERM to its process group, SIGKILL after a grace period).
const CLOSE_TIMEOUT_MS = 30_000;
const GRACE_MS = 5_000;

const running = (child) => child.exitCode === null && child.signalCode === null;

/** Signals the child's process group when it leads one (spawned detached), else the child. */
function signal(child, name) {
  try {
    if (child.pid && isGroupLeader(child.pid)) process.kill(-child.pid, name);
    else child.kill(name);
  } catch {
    // already gone
  }
}

function isGroupLeader(pid) {
  try {
    const stat = require('node:fs').readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name: state ppid pgrp ...
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[2]) === pid;
  } catch {
    return false;
  }
}

const exited = (child) => (running(child) ? new Promise((resolve) => child.once('exit', resolve)) : Promise.resolve());
const within = (promise, ms) => Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms).unref())]);

/** Ends everything in the registry; resolves with what it had to end. */
async function endKept(kept) {
  const ended = [];
  for (const close of [...kept.closers]) {
    kept.closers.delete(close);
    ended.push(close.label ?? 'a pending close');
    await within(Promise.resolve().then(close).catch(() => undefined), CLOSE_TIMEOUT_MS);
  }
  const children = [...kept.children].filter(running);
  for (const child of children) {
    ended.push(`pid ${child.pid} (${child.spawnargs.slice(-1)[0] ?? ''})`);
    signal(child, 'SIGTERM');
  }
  await Promise.all(
    children.map(async (child) => {
      await within(exited(child), GRACE_MS);
      if (running(child)) {
        signal(child, 'SIGKILL');
        await within(exited(child), GRACE_MS);
      }
    }),
  );
  kept.children.clear();
  return ended;
}

/** At the worker's exit: no time to wait, kill at once. */
function killAllNow(registries) {
  for (const kept of registries) for (const child of kept.children) if (running(child)) signal(child, 'SIGKILL');
}

module.exports = { endKept, killAllNow };
