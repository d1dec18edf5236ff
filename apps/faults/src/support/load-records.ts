/** What the load did that the databases must show afterwards. */
export interface Purchase {
  activationId: string;
  numberId: string;
  number: string;
  service: string;
  userId: string;
}

export interface SentSms {
  to: string;
  text: string;
  /** Sent to the number of this activation or rental while it was the client's. */
  meantFor?: string;
}

export class LoadRecords {
  readonly purchases: Purchase[] = [];
  readonly sms: SentSms[] = [];
  readonly calls: Array<{ to: string; caller: string }> = [];
  readonly rentals = new Set<string>();
  readonly topUps = new Set<string>();
  /** Promises broken in the answers themselves (a retried request answered differently). */
  readonly violations: string[] = [];
  private sequence = 0;

  /** A number no other SMS of the run carries: makes each text unique, to find it in the database. */
  next(): number {
    return ++this.sequence;
  }
}
