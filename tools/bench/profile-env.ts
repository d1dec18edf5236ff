import { join } from 'node:path';

/**
 * The services' environment for `--profile-dir <dir>`: each starts with `cpu-profile.cjs`
 * preloaded (what `node --cpu-prof` does; Node refuses that flag in NODE_OPTIONS) and writes
 * `<dir>/<service>-<pid>.cpuprofile` when it stops. No directory: nothing added.
 */
export function profileEnv(dir: string | undefined): Record<string, string> {
  if (!dir) return {};
  return { NODE_OPTIONS: `--require ${join(__dirname, 'cpu-profile.cjs')}`, CPU_PROFILE_DIR: dir };
}
