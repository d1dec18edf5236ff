// The emulated modems sit on pseudo-terminals, which Node cannot open by itself: a small python3
// bridge does (libs/modem-emulator). Installed with apt on Debian as root when missing.
import fs from 'node:fs';
import { say, warn } from './log.mjs';
import { findBinary, runToEnd } from './processes.mjs';

/** Resolves true when python3 is there (found or installed); false means no emulated rack. */
export async function ensurePython() {
  if (findBinary('python3')) return true;
  if (!fs.existsSync('/etc/debian_version') || process.getuid?.() !== 0) {
    warn('python3 not found: the emulated modem rack and its agent are left out (install python3 to have them)');
    return false;
  }
  const command = 'apt-get update && apt-get install -y python3-minimal';
  say(`python3 not found: running ${command}`);
  const { code } = await runToEnd('sh', ['-c', command], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }, echoAs: 'apt' });
  if (code === 0 && findBinary('python3')) return true;
  warn('python3 could not be installed: the emulated modem rack and its agent are left out');
  return false;
}
