// Local mail sink (maildev 2.2.1): SMTP for the services, web inbox and JSON API for people
// and tests. An SMTP server already answering on the port is reused.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LauncherError } from './log.mjs';
import { dataDir } from './paths.mjs';
import { startChild, stopChild, whenExited } from './processes.mjs';
import { talk, tcpReachable, waitFor } from './probes.mjs';
import { onShutdown } from './shutdown.mjs';

const require = createRequire(import.meta.url);
const HOST = '127.0.0.1';

const smtpBanner = async (port) => {
  const banner = await talk(HOST, port, { timeoutMs: 1500 });
  return banner?.startsWith('220') ? banner : null;
};
const webAnswers = async (port) => (await fetch(`http://${HOST}:${port}/email`, { signal: AbortSignal.timeout(1500) })).ok;

/** Resolves with { smtpUrl, inboxUrl, origin: 'found' | 'started' }. */
export async function ensureMailSink({
  smtpPort = Number(process.env.MAILDEV_SMTP_PORT ?? 1025),
  webPort = Number(process.env.MAILDEV_WEB_PORT ?? 1080),
} = {}) {
  const result = { smtpUrl: `smtp://${HOST}:${smtpPort}`, inboxUrl: `http://${HOST}:${webPort}`, origin: 'found' };
  if (await tcpReachable(HOST, smtpPort)) {
    if (!(await smtpBanner(smtpPort))) throw new LauncherError(`port ${smtpPort} is taken by something that is not an SMTP server; free it or set MAILDEV_SMTP_PORT`);
    result.webAnswers = await webAnswers(webPort).catch(() => false);
    return result;
  }

  const mailDir = path.join(dataDir, 'mail'); // the inbox survives restarts
  fs.mkdirSync(mailDir, { recursive: true });
  const bin = path.join(path.dirname(require.resolve('maildev/package.json')), 'bin', 'maildev');
  const args = [bin, '--smtp', String(smtpPort), '--web', String(webPort), '--ip', HOST, '--mail-directory', mailDir];
  const child = startChild('maildev', process.execPath, args);
  onShutdown('maildev', () => stopChild(child));
  let exited = false;
  whenExited(child).then(() => (exited = true));
  await waitFor('maildev', async () => (await smtpBanner(smtpPort)) && (await webAnswers(webPort)), {
    timeoutMs: 20_000,
    abort: () => exited && `exited with code ${child.exitCode} (is port ${webPort} taken?)`,
  });
  // A sink that raced us onto the ports answers the checks while ours dies: make sure ours lives.
  await new Promise((resolve) => setTimeout(resolve, 300));
  if (exited) throw new LauncherError(`maildev exited with code ${child.exitCode} (is port ${smtpPort} or ${webPort} taken?)`);
  result.origin = 'started';
  result.webAnswers = true;
  return result;
}
