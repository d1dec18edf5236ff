import type { IncomingHttpHeaders } from 'node:http';
import { request } from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';
import { LocalServer, startLocalServer } from '../payment-providers/local-server';
import { waitFor } from '../wait-for';

/** How the hub answers PUSH_SMS: SUCCESS, the protocol's ERROR, or not at all (the connection is dropped). */
export type HubPushAnswer = 'success' | 'error' | 'down';

/** A PUSH_SMS the hub received. */
export interface ReceivedPush {
  /** The JSON as sent (for type checks: `typeof body.smsId === 'number'`). */
  body: Record<string, unknown>;
  /** When it arrived (ms since the epoch, this process's clock). */
  at: number;
  gzipped: boolean;
  userAgent: string | undefined;
  /** What the hub answered. */
  answered: HubPushAnswer;
}

/** An answer from the agent (us), as the hub got it. */
export interface AgentAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
  /** The JSON text, for checks on how values are written (numbers, not strings). */
  text: string;
  gzipped: boolean;
  headers: IncomingHttpHeaders;
  /** From sending the request to having the whole answer, for reporting (never asserted). */
  ms: number;
}

export interface GetNumberParams {
  country: string;
  operator: string;
  service: string;
  sum: number;
  currency: number;
  exceptionPhoneSet?: string[];
}

/**
 * A local SMSHub hub, as the protocol describes it (SMSHUB Agent Protocol, 6 March 2024): it
 * calls the agent's endpoint (GET_SERVICES, GET_NUMBER, FINISH_ACTIVATION: POST, gzipped JSON,
 * a User-Agent) and receives PUSH_SMS at `pushUrl`, answering as told.
 */
export class LocalSmsHubHub {
  readonly pushes: ReceivedPush[] = [];
  private answer: HubPushAnswer = 'success';

  private constructor(
    private readonly server: LocalServer,
    private readonly agentUrl: string,
    readonly key: string,
  ) {}

  static async start(options: { agentUrl: string; key: string }): Promise<LocalSmsHubHub> {
    // The server answers for the hub made from it just below.
    const made: { hub?: LocalSmsHubHub } = {};
    const server = await startLocalServer((req, body, res) => {
      const hub = made.hub;
      if (!hub) throw new Error('hub not ready');
      const answered = hub.answer;
      const gzipped = /gzip/i.test(String(req.headers['content-encoding'] ?? ''));
      const text = (gzipped ? gunzipSync(body) : body).toString('utf8');
      hub.pushes.push({ body: JSON.parse(text) as Record<string, unknown>, at: Date.now(), gzipped, userAgent: req.headers['user-agent'], answered });
      if (answered === 'down') {
        res.socket?.destroy();
        return;
      }
      const json = gzipSync(JSON.stringify(answered === 'success' ? { status: 'SUCCESS' } : { status: 'ERROR', error: 'TEMPORARY_ERROR' }));
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-encoding': 'gzip' });
      res.end(json);
    });
    made.hub = new LocalSmsHubHub(server, options.agentUrl, options.key);
    return made.hub;
  }

  /** Where the agent pushes SMS. */
  get pushUrl(): string {
    return `${this.server.url}/agent/api/sms`;
  }

  /** From now on, PUSH_SMS is answered this way. */
  answerPushesWith(answer: HubPushAnswer): void {
    this.answer = answer;
  }

  pushesOf(smsId: number): ReceivedPush[] {
    return this.pushes.filter((push) => push.body['smsId'] === smsId);
  }

  /** Waits until `count` pushes (all, or those matching) have arrived. */
  waitForPushes(count: number, match: (push: ReceivedPush) => boolean = () => true, timeoutMs = 60_000): Promise<ReceivedPush[]> {
    return waitFor(
      async () => {
        const found = this.pushes.filter(match);
        return found.length >= count ? found : undefined;
      },
      `${count} PUSH_SMS at the hub`,
      timeoutMs,
    );
  }

  getServices(key = this.key): Promise<AgentAnswer> {
    return this.call({ action: 'GET_SERVICES', key });
  }

  getNumber(params: GetNumberParams, key = this.key): Promise<AgentAnswer> {
    return this.call({ action: 'GET_NUMBER', key, ...params });
  }

  finish(activationId: number, status: number, key = this.key): Promise<AgentAnswer> {
    return this.call({ action: 'FINISH_ACTIVATION', key, activationId, status });
  }

  /** Any body, gzipped, as the hub sends it; `headers` are added (a proxy's `x-forwarded-for`, say). */
  call(body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<AgentAnswer> {
    return post(this.agentUrl, gzipSync(JSON.stringify(body)), { 'content-encoding': 'gzip', 'accept-encoding': 'gzip', ...headers });
  }

  close(): Promise<void> {
    return this.server.close();
  }
}

function post(url: string, body: Buffer, headers: Record<string, string>): Promise<AgentAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'LocalSmsHubHub/1.0', 'content-length': String(body.length), ...headers },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        try {
          const gzipped = isGzip(res.headers);
          const raw = Buffer.concat(chunks);
          const text = (gzipped ? gunzipSync(raw) : raw).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown>, text, gzipped, headers: res.headers, ms: performance.now() - started });
        } catch (error) {
          reject(error as Error);
        }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const isGzip = (headers: IncomingHttpHeaders): boolean => /gzip/i.test(String(headers['content-encoding'] ?? ''));
