import { Agent, request } from 'node:http';

export interface LeanReply<T> {
  status: number;
  body: T;
}

/**
 * JSON requests over kept-alive connections with `node:http`, for a benchmark's own requests that
 * depend on each other's answers (a purchase, then its cancel), where autocannon cannot chain
 * them: about a third of what a `fetch` per request costs the client, which shares the CPUs with
 * the system it measures.
 */
export class LeanHttp {
  private readonly agent: Agent;
  private readonly url: URL;

  /** `clientAddress`: an X-Forwarded-For per request, as `startSystem`'s client sends with `varyClientAddress`. */
  constructor(
    baseUrl: string,
    connections: number,
    private readonly clientAddress?: () => string,
  ) {
    this.url = new URL(baseUrl);
    this.agent = new Agent({ keepAlive: true, maxSockets: connections });
  }

  send<T>(method: string, path: string, options: { body?: unknown; token?: string } = {}): Promise<LeanReply<T>> {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const headers: Record<string, string | number> = {
      ...(payload !== undefined ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(this.clientAddress ? { 'x-forwarded-for': this.clientAddress() } : {}),
    };
    return new Promise((resolve, reject) => {
      const req = request({ agent: this.agent, host: this.url.hostname, port: this.url.port, method, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          try {
            resolve({ status: res.statusCode ?? 0, body: (text ? JSON.parse(text) : {}) as T });
          } catch (error) {
            reject(error);
          }
        });
      });
      req.on('error', reject);
      req.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
