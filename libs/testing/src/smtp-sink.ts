// maildev ships no types; the declaration beside this file must travel with every importer.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./maildev.d.ts" />
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import MailDev from 'maildev';
import { freePort } from './free-port';

export type SunkMail = MailDev.Mail;

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>` */
  url: string;
  mails(): SunkMail[];
  mailsTo(address: string): SunkMail[];
  /** The next mail to `address` not taken before (waits for its arrival event). */
  nextMailTo(address: string, timeoutMs?: number): Promise<SunkMail>;
  close(): Promise<void>;
}

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;
const isTo = (mail: SunkMail, address: string) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase());

/** A real SMTP server (maildev) on a free port, keeping every mail it receives in memory. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'simrelay-maildev-'));
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const maildev = new MailDev({ smtp: port, ip: '127.0.0.1', disableWeb: true, silent: true, mailDirectory: dir });
  // maildev adds SIGTERM/SIGINT handlers that exit the process: not in a test runner.
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
  }
  const taken = new Set<string>();
  const waiting: Array<{ address: string; resolve: (mail: SunkMail) => void }> = [];
  maildev.on('new', (mail) => {
    const waiter = waiting.find((w) => isTo(mail, w.address));
    if (!waiter) return;
    waiting.splice(waiting.indexOf(waiter), 1);
    taken.add(mail.id);
    waiter.resolve(mail);
  });
  await maildev.listen();

  const mails = (): SunkMail[] => {
    let all: SunkMail[] = [];
    maildev.getAllEmail((_error, found) => (all = [...found]));
    return all;
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    mailsTo: (address) => mails().filter((mail) => isTo(mail, address)),
    nextMailTo(address, timeoutMs = 20_000) {
      const ready = mails().find((mail) => isTo(mail, address) && !taken.has(mail.id));
      if (ready) {
        taken.add(ready.id);
        return Promise.resolve(ready);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${address} within ${timeoutMs} ms`)), timeoutMs);
        waiting.push({ address, resolve: (mail) => (clearTimeout(timer), resolve(mail)) });
      });
    },
    close: async () => {
      await new Promise<void>((resolve) => maildev.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
