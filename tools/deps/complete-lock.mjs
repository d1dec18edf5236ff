// Adds lock entries for optional platform binaries (darwin, win32, ...) that the package
// registry reachable here does not serve, so `npm ci` finds the lock complete. Each entry
// names its platform, so npm skips it on machines of another platform and fetches it by
// version on machines of that one. Run after `npm install` changes package-lock.json.
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const packages = lock.packages;

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony'];
const CPU = [['arm64', 'arm64'], ['aarch64', 'arm64'], ['x64', 'x64'], ['ia32', 'ia32'], ['ppc64', 'ppc64'], ['s390x', 's390x'],
  ['riscv64', 'riscv64'], ['loong64', 'loong64'], ['wasm32', 'wasm32'], ['arm', 'arm'], ['universal', null]];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = OS.find((o) => parts.includes(o));
  const cpu = CPU.find(([token]) => parts.includes(token) || parts.some((p) => p.startsWith(token)));
  if (!os && !(cpu && cpu[1] === 'wasm32')) return null;
  const entry = {};
  if (os) entry.os = [os];
  if (cpu && cpu[1]) entry.cpu = [cpu[1]];
  if (parts.includes('musl')) entry.libc = ['musl'];
  else if (parts.some((p) => p === 'gnu' || p.startsWith('gnu'))) entry.libc = ['glibc'];
  return entry;
}

let added = 0;
for (const [location, meta] of Object.entries(packages)) {
  for (const [dep, range] of Object.entries(meta.optionalDependencies ?? {})) {
    const base = location ? `${location}/node_modules/${dep}` : `node_modules/${dep}`;
    if (packages[base] || packages[`node_modules/${dep}`]) continue;
    const platform = platformOf(dep);
    if (!platform) {
      console.error(`complete-lock: ${dep} (optional for ${location || 'root'}) is missing and is not a platform binary`);
      process.exitCode = 1;
      continue;
    }
    packages[`node_modules/${dep}`] = { version: range.replace(/^[\^~=]/, ''), optional: true, ...platform };
    added++;
  }
}
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lock: added ${added} platform entries`);
