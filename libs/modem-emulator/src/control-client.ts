import type { ModemSummary } from './control-server';

export const DEFAULT_CONTROL_URL = 'http://127.0.0.1:7100';

/** A refusal of the control server (its status and message) or an unreachable server (status 0). */
export class ControlRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ControlRequestError';
  }
}

/** Talks to startControlServer over HTTP; what the `npm run modem` CLI uses. */
export class ControlClient {
  constructor(readonly url: string = DEFAULT_CONTROL_URL) {}

  modems(): Promise<ModemSummary[]> {
    return this.request('GET', '/modems') as Promise<ModemSummary[]>;
  }

  modem(id: string): Promise<Record<string, unknown>> {
    return this.request('GET', `/modems/${encodeURIComponent(id)}`) as Promise<Record<string, unknown>>;
  }

  post(path: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    return this.request('POST', path, body) as Promise<Record<string, unknown>>;
  }

  private async request(method: string, path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(new URL(path, this.url), {
        method,
        headers: body === undefined ? undefined : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
      throw new ControlRequestError(0, `cannot reach the modem control server at ${this.url} (${cause}): is the rack running?`);
    }
    const text = await response.text();
    let payload: unknown = null;
    try {
      payload = text ? JSON.parse(text) : null;
    } catch {
      payload = { error: text };
    }
    if (!response.ok) {
      const message = typeof payload === 'object' && payload && 'error' in payload ? String(payload.error) : response.statusText;
      throw new ControlRequestError(response.status, message);
    }
    return payload;
  }
}
