import { MailSender } from '../mail/mail-sender';
import { withTimeout } from './with-timeout';

const FRESH_MS = 15_000;
const WAIT_MS = 1_000;

/**
 * SMTP reachability for the health report. Each probe opens an SMTP connection, so
 * results are reused for a while, one probe runs at a time, and a report never waits
 * long for it: a slow SMTP server must not slow down readiness.
 */
export class SmtpProbe {
  private last?: { up: boolean; at: number };
  private running?: Promise<boolean>;

  constructor(private readonly sender: MailSender) {}

  isUp(): Promise<boolean> {
    if (this.last && Date.now() - this.last.at < FRESH_MS) return Promise.resolve(this.last.up);
    this.running ??= this.sender.verify().then((up) => {
      this.last = { up, at: Date.now() };
      this.running = undefined;
      return up;
    });
    return withTimeout(this.running, WAIT_MS, this.last?.up ?? false);
  }
}
