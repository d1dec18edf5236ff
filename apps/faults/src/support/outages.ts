/** When something was taken away and when it was back, to judge the answers given meanwhile. */
export interface Outage {
  what: string;
  from: number;
  /** Undefined while it lasts. */
  to?: number;
}

/**
 * The faults injected so far. A service that was killed or lost a server needs a moment after
 * it is back (reconnecting, a restarted process loading): answers within `graceMs` of an
 * outage's end still count as given during it.
 */
export class OutageLog {
  readonly outages: Outage[] = [];

  constructor(private readonly graceMs: number) {}

  begin(what: string): Outage {
    const outage: Outage = { what, from: Date.now() };
    this.outages.push(outage);
    return outage;
  }

  end(outage: Outage): void {
    outage.to = Date.now();
  }

  /** The outages overlapping [from, to] (a request's life), grace included. */
  during(from: number, to: number): Outage[] {
    return this.outages.filter((o) => o.from <= to && (o.to === undefined || o.to + this.graceMs >= from));
  }
}
