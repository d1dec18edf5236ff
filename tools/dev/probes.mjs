// Network checks: is something listening, what does it say first, wait until it does.
import net from 'node:net';
import { LauncherError } from './log.mjs';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]', '0.0.0.0']);
export const isLocalHost = (host) => LOCAL_HOSTS.has(host);
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens a TCP connection, optionally sends `send`, and resolves with the first data (or '' on connect when `read` is false); null when nothing answers. */
export function talk(host, port, { send, read = true, timeoutMs = 1500 } = {}) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: host.replace(/^\[|\]$/g, ''), port: Number(port) });
    let settled = false;
    const done = (value) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve(value);
    };
    socket.setTimeout(timeoutMs, () => done(null)); // no connection, or no answer
    socket.once('error', () => done(null));
    socket.once('connect', () => {
      if (send) socket.write(send);
      if (!read) done('');
    });
    socket.once('data', (chunk) => done(chunk.toString('utf8')));
  });
}

export const tcpReachable = async (host, port) => (await talk(host, port, { read: false, timeoutMs: 1000 })) !== null;

/** Polls `check` (returns truthy when ready, or throws) until ready; rejects after `timeoutMs` with the last reason. */
export async function waitFor(what, check, { timeoutMs = 30_000, intervalMs = 250, abort } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  for (;;) {
    const reason = abort?.();
    if (reason) throw new Error(`${what}: ${reason}`);
    try {
      const result = await check();
      if (result) return result;
    } catch (error) {
      if (error instanceof LauncherError) throw error; // a definite answer, not "not yet"
      last = error?.message ?? String(error);
    }
    if (Date.now() > deadline) throw new Error(`${what} did not get ready within ${Math.round(timeoutMs / 1000)} s (${last})`);
    await sleep(intervalMs);
  }
}
