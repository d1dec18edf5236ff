import type { SessionIssued } from '@simrelay/contracts';
import type { AccountFigures } from './account-figures';

/** The SPEC's login/verify answer: `_id, token, balance, topups, ban, apiKey, lang`. */
export const sessionResponse = (session: SessionIssued, figures: AccountFigures) => ({
  _id: session.user._id,
  token: session.token,
  expiresAt: session.expiresAt,
  email: session.user.email,
  balance: figures.balance,
  topups: figures.topups,
  ban: session.user.ban,
  apiKey: session.user.apiKey,
  lang: session.user.lang,
  url: session.user.url,
});
