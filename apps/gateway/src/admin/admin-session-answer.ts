import type { AdminLoginResult, AdminSessionIssued } from '@simrelay/contracts';

/** `POST /admin` and the second-factor steps: the session as the back office stores it. */
export const sessionAnswer = (session: AdminSessionIssued) => ({
  token: session.token,
  expiresAt: session.expiresAt,
  testMode: session.testMode,
  idleTimeoutSeconds: session.idleTimeoutSeconds,
});

/** A session, or the second factor still due: `{mfa: 'totp' | 'enrol', challenge, expiresAt}`. */
export const loginAnswer = (result: AdminLoginResult) =>
  'mfa' in result ? { mfa: result.mfa, challenge: result.challenge, expiresAt: result.expiresAt } : sessionAnswer(result);
