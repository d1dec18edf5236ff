import type { LimitRule } from './rate-limiter';

const MINUTE = 60;
const HOUR = 3600;

/** Per-route budgets. Login and the mailing routes are per address and per email. */
export const RATE_LIMITS = {
  register: [{ by: 'ip', limit: 10, windowSeconds: HOUR }],
  login: [
    { by: 'ip', limit: 30, windowSeconds: 15 * MINUTE },
    { by: 'email', limit: 10, windowSeconds: 15 * MINUTE },
  ],
  mailing: [
    { by: 'ip', limit: 10, windowSeconds: HOUR },
    { by: 'email', limit: 3, windowSeconds: HOUR },
  ],
  linkCheck: [{ by: 'ip', limit: 30, windowSeconds: 15 * MINUTE }],
  adminLogin: [
    { by: 'ip', limit: 10, windowSeconds: 15 * MINUTE },
    { by: 'email', limit: 5, windowSeconds: 15 * MINUTE },
  ],
  // Second-factor codes: besides this, each login challenge takes five wrong codes at most.
  adminMfa: [{ by: 'ip', limit: 20, windowSeconds: 15 * MINUTE }],
  captcha: [{ by: 'ip', limit: 60, windowSeconds: HOUR }],
  api: [{ by: 'apiKey', limit: 50, windowSeconds: 1 }],
  // Providers retry in bursts; the cap only stops someone flooding billing with forgeries.
  paymentCallbacks: [{ by: 'ip', limit: 600, windowSeconds: MINUTE }],
} satisfies Record<string, LimitRule[]>;

export type RateLimitBucket = keyof typeof RATE_LIMITS;
