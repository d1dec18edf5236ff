// Runs each service as a child process, prefixed output, restarted when it exits unexpectedly:
// after 1 s, at most 5 times a minute, then given up on loudly.
import { serviceEntry } from './entry-points.mjs';
import { paint, shout, tag, warn } from './log.mjs';
import { startChild, stopChild } from './processes.mjs';
import { isStopping, onShutdown } from './shutdown.mjs';

const RESTART_DELAY_MS = 1000;
const MAX_RESTARTS_PER_MINUTE = 5;

/** Starts one service under supervision; returns its live state ({ name, child, gaveUp }). */
export function superviseService(service, env) {
  const state = { name: service.name, child: null, gaveUp: false, restarts: [], timer: null, stopping: false };
  const launch = () => {
    // A TypeScript service runs from source; a tool (the web dev server) runs its own command.
    const args = service.command ?? ['-r', './tools/node/register.cjs', serviceEntry(service)];
    const child = startChild(service.name, process.execPath, args, { env });
    state.child = child;
    child.once('error', (error) => warn(`${tag(service.name)} could not start: ${error.message}`));
    child.once('exit', (code, signal) => {
      if (state.stopping || isStopping()) return;
      const now = Date.now();
      state.restarts = state.restarts.filter((at) => now - at < 60_000);
      const how = signal ? `by ${signal}` : `with code ${code}`;
      if (state.restarts.length >= MAX_RESTARTS_PER_MINUTE) {
        state.gaveUp = true;
        shout(paint('bold', `${tag(service.name)} exited ${how} after ${MAX_RESTARTS_PER_MINUTE} restarts within a minute: GIVING UP on it (the rest keeps running; fix it and restart the launcher)`));
        return;
      }
      warn(`${tag(service.name)} exited unexpectedly ${how}; restarting in 1 s`);
      state.restarts.push(now);
      state.timer = setTimeout(launch, RESTART_DELAY_MS);
    });
  };
  launch();
  onShutdown(service.name, async () => {
    state.stopping = true;
    clearTimeout(state.timer);
    await stopChild(state.child);
  });
  return state;
}
