import { HttpClient, Reply } from '@simrelay/testing/system';
import { OutageLog } from './outages';
import { SeededRandom } from './seeded-random';
import { Triggers } from './triggers';

export interface Answer {
  op: string;
  status: number;
  from: number;
  to: number;
}

/** A request answered 500, or anything else outside the documented codes, with the outages it overlapped. */
export interface BadAnswer extends Answer {
  path: string;
  body: string;
  during: string[];
}

/** Not an HTTP status: no gateway could be reached, or what came back was not JSON. */
export const UNREACHABLE = 0;

/**
 * The load's HTTP: each request to one of the gateways, the other when that one does not
 * answer (as a load balancer would), every answer tallied by operation and status.
 */
export class LoadHttp {
  readonly tally = new Map<string, Map<number, number>>();
  readonly bad: BadAnswer[] = [];
  operations = 0;

  constructor(
    private readonly gateways: HttpClient[],
    private readonly outages: OutageLog,
    private readonly triggers: Triggers,
  ) {}

  async request<T = Record<string, unknown>>(
    random: SeededRandom, op: string, method: string, path: string, options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ): Promise<Reply<T> | undefined> {
    this.triggers.fire(op);
    const first = random.int(0, this.gateways.length - 1);
    const from = Date.now();
    let reply: Reply<T> | undefined;
    let failure = '';
    for (let i = 0; i < this.gateways.length && !reply; i++) {
      try {
        reply = await this.gateways[(first + i) % this.gateways.length].request<T>(method, path, options);
      } catch (error) {
        failure = String(error);
      }
    }
    const answer: Answer = { op, status: reply?.status ?? UNREACHABLE, from, to: Date.now() };
    this.operations++;
    const byStatus = this.tally.get(op) ?? new Map<number, number>();
    byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
    this.tally.set(op, byStatus);
    if (answer.status >= 500 || answer.status === UNREACHABLE) {
      this.bad.push({ ...answer, path, body: reply ? JSON.stringify(reply.body).slice(0, 300) : failure.slice(0, 300), during: this.outages.during(from, answer.to).map((o) => o.what) });
    }
    return reply;
  }

  /**
   * Answers that break the promise: a 500 (or another 5xx than 503) at any time, since a server
   * away for a moment is a 503 (SPEC error catalogue); a 503, or no answer at all, while nothing was down.
   */
  violations(): string[] {
    return this.bad
      .filter((b) => (b.status !== 503 && b.status !== UNREACHABLE) || b.during.length === 0)
      .map((b) => `${b.op} ${b.path} answered ${b.status || 'nothing'} ${b.during.length ? `during ${b.during.join(', ')}` : 'with nothing down'}: ${b.body}`);
  }

  /** How many requests were answered 503 or not at all during an outage (allowed). */
  unavailableDuringOutages(): number {
    return this.bad.filter((b) => b.during.length > 0 && (b.status === 503 || b.status === UNREACHABLE)).length;
  }
}
