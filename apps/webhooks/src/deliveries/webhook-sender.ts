import { WebhookHeaders } from '@simrelay/contracts';
import { NetworkList, pinnedLookup, Resolver, resolveWebhookTarget } from '@simrelay/net-guard';
import { request as httpRequest, IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { performance } from 'node:perf_hooks';
import { ANSWER_LIMIT_BYTES, answerProblem, isSuccessAnswer } from './webhook-answer';
import { webhookSignature } from './webhook-signature';

export interface WebhookSenderOptions {
  /** The operator's WEBHOOK_ALLOWED_NETWORKS: reachable although not public. */
  allowed: NetworkList;
  /** For the whole attempt: name resolution, connection, request and answer. */
  timeoutMs: number;
  /** Name resolution; the system resolver when not given (tests pass their own). */
  resolve?: Resolver;
}

export interface WebhookRequest {
  url: string;
  /** The JSON text to POST. */
  body: string;
  deliveryId: string;
  attempt: number;
  /** The user's webhook secret: the body is signed with it at sending time. */
  secret: string;
}

/** What one attempt came to. `final`: the target is refused, no later attempt can do better. */
export type AttemptOutcome =
  | { ok: true; status: number; durationMs: number }
  | { ok: false; final: boolean; status: number | null; error: string; durationMs: number };

interface Answer {
  status: number;
  body: string;
  location?: string;
  /** Longer than ANSWER_LIMIT_BYTES: the rest was not read. */
  tooLong: boolean;
}


class AttemptTimeout extends Error {}

/**
 * POSTs webhooks, each to an address checked just before: the host is resolved once, every
 * address must be public (or inside the allowed networks), and the connection goes to those
 * addresses only, whatever DNS answers a moment later (no rebinding between check and
 * connect). The URL's host stays in the Host header and the TLS server name. Redirects are
 * never followed.
 */
export class WebhookSender {
  constructor(private readonly options: WebhookSenderOptions) {}

  async send(request: WebhookRequest): Promise<AttemptOutcome> {
    const started = performance.now();
    const elapsed = (): number => Math.round(performance.now() - started);
    const failed = (error: string, status: number | null = null, final = false): AttemptOutcome => ({ ok: false, final, status, error, durationMs: elapsed() });
    try {
      const target = await this.withinTimeout(resolveWebhookTarget(request.url, { allowed: this.options.allowed, resolve: this.options.resolve }), started);
      if (!target.ok) {
        // A refused target stays refused: no retry. A name that does not resolve now may later.
        return target.problem === 'unresolved' ? failed(`DNS: ${target.detail}`) : failed(`refused: ${target.detail}`, null, true);
      }
      const answer = await this.post(target.url, target.addresses, request, this.options.timeoutMs - elapsed());
      if (answer.tooLong) return failed(`HTTP ${answer.status}: answer longer than ${ANSWER_LIMIT_BYTES} bytes`, answer.status);
      if (isSuccessAnswer(answer.status, answer.body)) return { ok: true, status: answer.status, durationMs: elapsed() };
      return failed(answerProblem(answer.status, answer.location), answer.status);
    } catch (error) {
      if (error instanceof AttemptTimeout) return failed(`no answer within ${this.options.timeoutMs} ms`);
      const code = (error as NodeJS.ErrnoException).code;
      return failed(`connection failed: ${code ?? (error as Error).message}`);
    }
  }

  private withinTimeout<T>(work: Promise<T>, started: number): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new AttemptTimeout()), Math.max(0, this.options.timeoutMs - (performance.now() - started)));
    });
    return Promise.race([work, late]).finally(() => clearTimeout(timer));
  }

  private post(url: URL, addresses: string[], request: WebhookRequest, timeoutMs: number): Promise<Answer> {
    if (timeoutMs <= 0) return Promise.reject(new AttemptTimeout());
    const lookup = pinnedLookup(addresses);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise<Answer>((resolve, reject) => {
      let timedOut = false;
      // Cut off mid-answer, the response fails with ECONNRESET: report the timeout instead.
      const fail = (error: Error): void => reject(timedOut ? new AttemptTimeout() : error);
      const req = send(
        url,
        {
          method: 'POST',
          // A connection of its own, closed after: never one opened earlier to another address.
          agent: false,
          lookup,
          headers: {
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(request.body),
            'User-Agent': WebhookHeaders.userAgent,
            [WebhookHeaders.delivery]: request.deliveryId,
            [WebhookHeaders.attempt]: String(request.attempt),
            [WebhookHeaders.signature]: webhookSignature(request.secret, request.body, Math.floor(Date.now() / 1000)),
          },
        },
        (res) => readAnswer(res).then(resolve, fail).finally(() => clearTimeout(timer)),
      );
      const timer = setTimeout(() => {
        timedOut = true;
        req.destroy(new AttemptTimeout());
      }, timeoutMs);
      req.on('error', (error) => {
        clearTimeout(timer);
        fail(error);
      });
      req.end(request.body);
    });
  }
}

/** The status and at most ANSWER_LIMIT_BYTES of the body; the rest is not read. */
function readAnswer(res: IncomingMessage): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (): void =>
      resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), location: res.headers.location, tooLong: size > ANSWER_LIMIT_BYTES });
    res.on('data', (chunk: Buffer) => {
      if (size > ANSWER_LIMIT_BYTES) return;
      chunks.push(chunk.subarray(0, ANSWER_LIMIT_BYTES - size));
      size += chunk.length;
      if (size > ANSWER_LIMIT_BYTES) {
        done();
        res.destroy();
      }
    });
    res.on('end', done);
    res.on('error', reject);
  });
}
