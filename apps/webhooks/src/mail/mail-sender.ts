import type { OnApplicationShutdown } from '@nestjs/common';
import type { Lang } from '@simrelay/contracts';
import { createTransport, Transporter } from 'nodemailer';
import type { RenderedMail } from './mail-renderer';

export interface MailSenderOptions {
  smtpUrl: string;
  from: string;
}

export interface OutgoingMail extends RenderedMail {
  mailId: string;
  to: string;
  lang: Lang;
}

/** The domain of `Name <user@domain>` or `user@domain`. */
const domainOf = (from: string): string => /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'simrelay.local';

/** Sends rendered mails over SMTP; nodemailer stays behind this class. */
export class MailSender implements OnApplicationShutdown {
  private readonly transport: Transporter;
  private readonly domain: string;

  constructor(private readonly options: MailSenderOptions) {
    // Bounded timeouts: a hung SMTP server fails the job (retried later) instead of holding it.
    this.transport = createTransport({ url: options.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
    this.domain = domainOf(options.from);
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({
      from: this.options.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      // Stable per mail: a retry after an ambiguous failure carries the same Message-ID,
      // which lets receiving servers drop the copy.
      messageId: `<${mail.mailId}@${this.domain}>`,
      headers: { 'Content-Language': mail.lang },
    });
  }

  /** Whether the SMTP server accepts a connection now. */
  verify(): Promise<boolean> {
    return this.transport.verify().then(
      () => true,
      () => false,
    );
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
