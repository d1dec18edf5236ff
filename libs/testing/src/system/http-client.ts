import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { SecretWitness } from './secret-witness';

export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/** HTTP against the gateway, as the web app and API clients call it. */
export class HttpClient {
  /**
   * @param clientIp when set, each request claims this client address (X-Forwarded-For,
   * honoured by a gateway configured to trust its proxy): lets one test play many visitors.
   */
  constructor(
    readonly baseUrl: string,
    private readonly clientIp?: () => string,
    /** Notes every secret sent or received, to be looked for in the services' logs. */
    private readonly witness?: SecretWitness,
  ) {}

  /** The same gateway, seen from one fixed client address. */
  from(ip: string): HttpClient {
    return new HttpClient(this.baseUrl, () => ip, this.witness);
  }

  async request<T = Record<string, unknown>>(method: string, path: string, options: { body?: unknown; token?: string; headers?: Record<string, string> } = {}): Promise<Reply<T>> {
    const response = await fetch(this.baseUrl + path, {
      method,
      headers: {
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(this.clientIp ? { 'x-forwarded-for': this.clientIp() } : {}),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
    });
    const text = await response.text();
    const body = (text ? JSON.parse(text) : {}) as T;
    if (this.witness) {
      this.witness.collectAuthorization(options.token ? `Bearer ${options.token}` : options.headers?.['authorization']);
      if (options.body !== undefined && typeof options.body !== 'string') this.witness.collect(options.body);
      this.witness.collect(body);
    }
    return { status: response.status, body, headers: response.headers };
  }

  get = <T = Record<string, unknown>>(path: string, token?: string) => this.request<T>('GET', path, { token });
  post = <T = Record<string, unknown>>(path: string, body?: unknown, token?: string) => this.request<T>('POST', path, { body: body ?? {}, token });
  patch = <T = Record<string, unknown>>(path: string, body?: unknown, token?: string) => this.request<T>('PATCH', path, { body: body ?? {}, token });

  /** Does what the register form's widget does: fetch a challenge and solve it. */
  async solveCaptcha(): Promise<string> {
    const { body: challenge } = await this.get<Challenge>('/users/captcha');
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('could not solve the human check');
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  async waitUntilHealthy(crashed: () => string[], timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let last = '';
    while (Date.now() < deadline) {
      const dead = crashed();
      if (dead.length) throw new Error(`a service exited during start:\n${dead.join('\n')}`);
      try {
        const reply = await this.get('/health');
        if (reply.status === 200) return;
        last = JSON.stringify(reply.body);
      } catch (error) {
        last = String(error);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`system not healthy after ${timeoutMs} ms: ${last}`);
  }
}
