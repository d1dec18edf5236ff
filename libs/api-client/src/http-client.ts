import { ApiError } from './api-error';

export interface HttpClientOptions {
  /** The API host; empty for the same origin. */
  baseUrl: string;
  getToken: () => string | null | undefined;
  /** Sees every failure first (logout on Unauthorized, maintenance on 503). */
  onError?: (error: ApiError) => void;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export class HttpClient {
  constructor(private readonly options: HttpClientOptions) {}

  async request<T>(method: Method, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    const text = await this.send(method, path, body, { accept: 'application/json', ...headers });
    let data: unknown = undefined;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = undefined;
    }
    return data as T;
  }

  /** A text answer as it is (a CSV file); failures as `request` reports them. */
  requestText(method: Method, path: string): Promise<string> {
    return this.send(method, path, undefined, { accept: 'text/csv, text/plain, */*' });
  }

  private async send(method: Method, path: string, body: unknown, headers: Record<string, string>): Promise<string> {
    const token = this.options.getToken();
    let response: Response;
    try {
      response = await fetch(this.options.baseUrl + path, {
        method,
        headers: {
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw this.report(ApiError.network());
    }
    const text = await response.text();
    if (!response.ok) {
      let err: { code?: string; message?: string; fields?: Record<string, string>; errorId?: string } = {};
      try {
        err = (text ? JSON.parse(text) : {}) ?? {};
      } catch {
        err = {};
      }
      const retryAfter = Number(response.headers.get('retry-after')) || undefined;
      throw this.report(new ApiError(response.status, err.code ?? 'HTTP', err.message ?? response.statusText, err.fields, err.errorId, retryAfter));
    }
    return text;
  }

  url(path: string): string {
    return this.options.baseUrl + path;
  }

  private report(error: ApiError): ApiError {
    this.options.onError?.(error);
    return error;
  }
}
