import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import MailDev from 'maildev';

export type SunkMail = MailDev.Mail;

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>` */
  url: string;
  mails(): SunkMail[];
  mailsTo(address: string): SunkMail[];
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/** A real SMTP server (maildev) on a free port, keeping every mail it receives in memory. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'webhooks-maildev-'));
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const maildev = new MailDev({ smtp: port, ip: '127.0.0.1', disableWeb: true, silent: true, mailDirectory: dir });
  // maildev adds SIGTERM/SIGINT handlers that exit the process: not in a test runner.
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
  }
  await maildev.listen();

  const mails = (): SunkMail[] => {
    let all: SunkMail[] = [];
    maildev.getAllEmail((_error, found) => (all = [...found]));
    return all;
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    mailsTo: (address) => mails().filter((mail) => mail.to.some((to) => to.address === address)),
    close: async () => {
      await new Promise<void>((resolve) => maildev.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
