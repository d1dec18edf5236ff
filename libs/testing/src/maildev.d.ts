// maildev 2.2.1 ships no types: the part of its programmatic API the tests use.
declare module 'maildev' {
  namespace MailDev {
    interface Options {
      smtp?: number;
      ip?: string;
      disableWeb?: boolean;
      silent?: boolean;
      mailDirectory?: string;
    }

    interface Address {
      address: string;
      name: string;
    }

    /** A received mail as maildev parsed it. */
    interface Mail {
      id: string;
      messageId?: string;
      subject: string;
      text?: string;
      html?: string;
      from: Address[];
      to: Address[];
      headers: Record<string, string | string[] | undefined>;
    }
  }

  class MailDev {
    constructor(options: MailDev.Options);
    listen(): Promise<void>;
    close(callback: (error?: Error) => void): void;
    getAllEmail(done: (error: Error | null, mails: MailDev.Mail[]) => void): void;
    on(event: 'new', listener: (mail: MailDev.Mail) => void): void;
  }

  export = MailDev;
}
