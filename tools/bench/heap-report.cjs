// Loaded into a service with NODE_OPTIONS="--require <this file>" and HEAP_REPORT_DIR=<dir>: on
// SIGUSR2 the process collects its garbage and writes its memory figures to
// <dir>/<pid>.json as {seq, heapUsed, rss}, `seq` counting the reports (the reader waits for
// the next one). With HEAP_SNAPSHOT_DIR=<dir> as well, each report also writes a heap snapshot
// there (<pid>-<seq>.heapsnapshot, for DevTools' Memory tab: what a connection holds).
const { writeFileSync, mkdirSync, renameSync } = require('node:fs');
const { join } = require('node:path');
const v8 = require('node:v8');
const vm = require('node:vm');

const dir = process.env.HEAP_REPORT_DIR;
if (dir) {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc');
  let seq = 0;
  process.on('SIGUSR2', () => {
    gc();
    gc();
    const { heapUsed, rss } = process.memoryUsage();
    mkdirSync(dir, { recursive: true });
    // Written aside and renamed: the reader never sees half a report.
    const file = join(dir, `${process.pid}.json`);
    seq++;
    // Before the report: the reader takes the report as the sign that the snapshot is complete.
    if (process.env.HEAP_SNAPSHOT_DIR) v8.writeHeapSnapshot(join(process.env.HEAP_SNAPSHOT_DIR, `${process.pid}-${seq}.heapsnapshot`));
    writeFileSync(`${file}.tmp`, JSON.stringify({ seq, heapUsed, rss }));
    renameSync(`${file}.tmp`, file);
  });
}
