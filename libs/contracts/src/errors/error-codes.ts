/**
 * Stable error codes that travel between services in the NATS error payload.
 * Only the gateway maps them to HTTP statuses (see its error table).
 */
export const ErrorCode = {
  Invalid: 'COMMON.INVALID',
  Unauthorized: 'COMMON.UNAUTHORIZED',
  Forbidden: 'COMMON.FORBIDDEN',
  NotFound: 'COMMON.NOT_FOUND',
  RateLimited: 'COMMON.RATE_LIMITED',
  Maintenance: 'COMMON.MAINTENANCE',
  Unavailable: 'COMMON.UNAVAILABLE',
  Internal: 'COMMON.INTERNAL',
  Banned: 'IDENTITY.BANNED',
  EmailTaken: 'IDENTITY.EMAIL_TAKEN',
  BadCredentials: 'IDENTITY.BAD_CREDENTIALS',
  EmailNotVerified: 'IDENTITY.EMAIL_NOT_VERIFIED',
  TokenInvalid: 'IDENTITY.TOKEN_INVALID',
  CaptchaInvalid: 'IDENTITY.CAPTCHA_INVALID',
  ServiceUnsupported: 'CATALOG.SERVICE_UNSUPPORTED',
  ProviderUnavailable: 'BILLING.PROVIDER_UNAVAILABLE',
  TopUpMinimum: 'BILLING.TOPUP_MINIMUM',
  InsufficientBalance: 'BILLING.INSUFFICIENT_BALANCE',
  HoldNotFound: 'BILLING.HOLD_NOT_FOUND',
  HoldNotActive: 'BILLING.HOLD_NOT_ACTIVE',
  TransferNotFound: 'BILLING.TRANSFER_NOT_FOUND',
  RefundExceedsCharge: 'BILLING.REFUND_EXCEEDS_CHARGE',
  IdempotencyConflict: 'BILLING.IDEMPOTENCY_CONFLICT',
  TooManyActivations: 'ACTIVATIONS.TOO_MANY',
  NoNumbers: 'ACTIVATIONS.NO_NUMBERS',
  ActivationClosed: 'ACTIVATIONS.CLOSED',
  RentalExpired: 'RENTALS.EXPIRED',
  RentalClosed: 'RENTALS.CLOSED',
  ModemNotFound: 'EDGE.MODEM_NOT_FOUND',
  ModemFailed: 'EDGE.MODEM_FAILED',
  ModemUnresponsive: 'EDGE.MODEM_UNRESPONSIVE',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
