// What `node --cpu-prof` does, for processes started with NODE_OPTIONS (which refuses that
// flag): `NODE_OPTIONS="--require <this file>" CPU_PROFILE_DIR=<dir>` profiles the process from
// start to exit into <dir>/<entry>-<pid>.cpuprofile, readable by cpu-profile-summary.ts.
const { Session } = require('node:inspector');
const { writeFileSync, mkdirSync } = require('node:fs');
const { basename, join } = require('node:path');

const dir = process.env.CPU_PROFILE_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 1000 });
  session.post('Profiler.start');
  process.once('exit', () => {
    // A session on the process's own thread answers synchronously, so this completes before exit.
    session.post('Profiler.stop', (error, result) => {
      if (error) return;
      mkdirSync(dir, { recursive: true });
      const entry = basename(process.argv[1] || 'node').replace(/\.[cm]?[jt]s$/, '');
      const app = /apps\/([^/]+)\//.exec(process.argv[1] || '')?.[1] ?? entry;
      writeFileSync(join(dir, `${app}-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
