import { HubPushSmsRequest } from '@simrelay/contracts';
import { NetworkList, pinnedLookup, resolveWebhookTarget } from '@simrelay/net-guard';
import { request as httpRequest, IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { gunzipSync, gzipSync } from 'node:zlib';

/** The protocol asks for a User-Agent on every request to the hub. */
export const HUB_USER_AGENT = 'SimRelay-Agent/1.0';
const ANSWER_LIMIT_BYTES = 64 * 1024;

export type PushOutcome = { ok: true } | { ok: false; error: string };


/**
 * POSTs PUSH_SMS to a hub: gzipped JSON, to the addresses its URL resolves to now, each checked
 * to be public (or in HUB_ALLOWED_NETWORKS) and pinned for the connection. Only an answer
 * whose `status` is SUCCESS counts as delivered.
 */
export class HubPushSender {
  constructor(
    private readonly allowed: NetworkList,
    private readonly timeoutMs: number,
  ) {}

  async send(url: string, body: HubPushSmsRequest): Promise<PushOutcome> {
    const target = await resolveWebhookTarget(url, { allowed: this.allowed });
    if (!target.ok) return { ok: false, error: `refused: ${target.detail}` };
    try {
      const answer = await this.post(target.url, target.addresses, gzipSync(JSON.stringify(body)));
      const parsed = JSON.parse(answer.body) as { status?: unknown; error?: unknown };
      if (parsed.status === 'SUCCESS') return { ok: true };
      return { ok: false, error: `HTTP ${answer.status}: ${String(parsed.status)}${parsed.error ? ` (${String(parsed.error)})` : ''}` };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      return { ok: false, error: `failed: ${code ?? (error as Error).message}` };
    }
  }

  private post(url: URL, addresses: string[], body: Buffer): Promise<{ status: number; body: string }> {
    const lookup = pinnedLookup(addresses);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const req = send(
        url,
        {
          method: 'POST', agent: false, lookup, timeout: this.timeoutMs,
          headers: {
            'Content-Type': 'application/json; charset=utf-8', 'Content-Encoding': 'gzip', 'Accept-Encoding': 'gzip',
            'Content-Length': body.length, 'User-Agent': HUB_USER_AGENT,
          },
        },
        (res) => readAnswer(res).then(resolve, reject),
      );
      req.on('timeout', () => req.destroy(Object.assign(new Error(`no answer within ${this.timeoutMs} ms`), { code: 'ETIMEDOUT' })));
      req.on('error', reject);
      req.end(body);
    });
  }
}

function readAnswer(res: IncomingMessage): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    res.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > ANSWER_LIMIT_BYTES) res.destroy(new Error('answer too long'));
      else chunks.push(chunk);
    });
    res.on('end', () => {
      try {
        const raw = Buffer.concat(chunks);
        const text = /gzip/i.test(String(res.headers['content-encoding'] ?? '')) ? gunzipSync(raw).toString('utf8') : raw.toString('utf8');
        resolve({ status: res.statusCode ?? 0, body: text });
      } catch (error) {
        reject(error as Error);
      }
    });
    res.on('error', reject);
  });
}
