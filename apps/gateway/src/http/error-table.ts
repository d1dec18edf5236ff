import { ErrorCode } from '@simrelay/contracts';

export interface HttpError {
  status: number;
  /**
   * For a status that fetch cannot read (407 is taken as a proxy asking for credentials and
   * becomes a network error): what the web app's routes answer instead, with the same code.
   * The public API (`/api/...`) keeps `status`.
   */
  appStatus?: number;
  /** The SPEC catalogue's text, used when the service gave none of its own. */
  message: string;
}

/** The one place a domain error code becomes an HTTP status (SPEC section 8). */
export const ERROR_TABLE: Record<ErrorCode, HttpError> = {
  [ErrorCode.Invalid]: { status: 400, message: 'Missing or invalid request parameters' },
  [ErrorCode.TokenInvalid]: { status: 400, message: 'This link is invalid, already used or expired. Ask for a new one.' },
  [ErrorCode.CaptchaInvalid]: { status: 400, message: 'The human check failed. Solve it again, then send the form.' },
  [ErrorCode.Unauthorized]: { status: 401, message: 'Unauthorized' },
  [ErrorCode.BadCredentials]: { status: 401, message: 'Wrong email or password' },
  [ErrorCode.Forbidden]: { status: 403, message: 'Forbidden' },
  [ErrorCode.Banned]: { status: 403, message: 'Your account is banned due to rules violations' },
  [ErrorCode.EmailNotVerified]: { status: 403, message: 'Confirm your email first: open the link we sent you, or ask for a new one.' },
  [ErrorCode.NotFound]: { status: 404, message: 'User or number not found' },
  [ErrorCode.EmailTaken]: { status: 409, message: 'This email is already registered. Log in or restore your password.' },
  [ErrorCode.ProviderUnavailable]: { status: 409, message: 'This payment method is not available right now. Choose another method or write to support.' },
  [ErrorCode.TopUpMinimum]: { status: 400, message: 'Missing or invalid request parameters' },
  [ErrorCode.ServiceUnsupported]: { status: 422, message: 'The specified service is not supported' },
  [ErrorCode.InsufficientBalance]: { status: 402, message: 'Insufficient balance to complete the transaction' },
  [ErrorCode.HoldNotFound]: { status: 404, message: 'Hold not found' },
  [ErrorCode.TransferNotFound]: { status: 404, message: 'Charge not found' },
  [ErrorCode.HoldNotActive]: { status: 409, message: 'This hold is already posted, voided or expired' },
  [ErrorCode.RefundExceedsCharge]: { status: 409, message: 'The refund exceeds what is left of the charge' },
  [ErrorCode.IdempotencyConflict]: { status: 409, message: 'This idempotency key was already used for a different request' },
  [ErrorCode.TooManyActivations]: { status: 407, appStatus: 409, message: 'The limit of simultaneous activations has been exceeded' },
  [ErrorCode.NoNumbers]: { status: 409, message: 'There are currently no numbers for the selected service or country' },
  [ErrorCode.ActivationClosed]: { status: 409, message: 'This activation has already ended' },
  [ErrorCode.RentalExpired]: { status: 410, message: 'Number rental time expired' },
  [ErrorCode.RentalClosed]: { status: 409, message: 'This cannot be done with the rental now' },
  [ErrorCode.ModemNotFound]: { status: 404, message: 'No modem with this port or ICCID on that agent' },
  [ErrorCode.ModemFailed]: { status: 502, message: 'The modem refused the command' },
  [ErrorCode.ModemUnresponsive]: { status: 504, message: 'The modem did not answer; the agent is resetting it' },
  [ErrorCode.RateLimited]: { status: 429, message: 'Too many attempts. Wait a little and try again.' },
  [ErrorCode.Internal]: { status: 500, message: 'Internal server error' },
  [ErrorCode.Maintenance]: { status: 503, message: 'Service temporarily unavailable' },
  [ErrorCode.Unavailable]: { status: 503, message: 'Service temporarily unavailable' },
};

/** Statuses Nest or Fastify raise themselves (unknown route, malformed JSON, too large). */
export const FRAMEWORK_STATUS_CODES: Record<number, ErrorCode> = {
  400: ErrorCode.Invalid,
  401: ErrorCode.Unauthorized,
  403: ErrorCode.Forbidden,
  404: ErrorCode.NotFound,
  413: ErrorCode.Invalid,
  415: ErrorCode.Invalid,
  429: ErrorCode.RateLimited,
};
