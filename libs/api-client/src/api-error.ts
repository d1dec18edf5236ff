/** A failed call as the gateway describes it (`{statusCode, code, message, fields?, errorId?}`). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly errorId?: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** No answer at all: the network or the server is down. */
  static network(): ApiError {
    return new ApiError(0, 'NETWORK', 'Network error');
  }

  get isUnauthorized(): boolean {
    return this.status === 401 && this.message === 'Unauthorized';
  }
}
