import type { SunkMail } from '../smtp-sink';
import type { System } from './system';

/** Not in the breached-passwords list, which registration refuses. */
export const PASSWORD = 'Relay7Harbor';

let counter = 0;
export const uniqueEmail = (tag = 'user') => `${tag}${++counter}.${Date.now()}@example.com`;

/** The last path segment of the first link to `path` in a mail's text. */
export function linkToken(mail: SunkMail, path: string): string {
  const match = new RegExp(`https?://[^\\s"<>]*${path.replace(/\//g, '\\/')}([A-Za-z0-9_%-]+)`).exec(mail.text ?? '');
  if (!match) throw new Error(`no ${path} link in mail "${mail.subject}"`);
  return decodeURIComponent(match[1]);
}

export interface Account {
  email: string;
  password: string;
  _id: string;
  token: string;
  apiKey: string;
}

/** Registers (with the human check), opens the mailed link and returns the session. */
export async function registerVerified(system: System, email = uniqueEmail(), lang = 'en'): Promise<Account> {
  const altcha = await system.http.solveCaptcha();
  const registered = await system.http.post('/users/register', { email, password: PASSWORD, lang, altcha });
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const mail = await system.smtp.nextMailTo(email);
  const token = linkToken(mail, '/users/verify/');
  system.witness.add('mailed verification token', token);
  const verified = await system.http.get<Account>(`/users/verify/${token}`);
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  return { ...verified.body, email, password: PASSWORD };
}

export async function adminToken(system: System): Promise<string> {
  const reply = await system.http.post<{ token: string }>('/admin', system.admin);
  if (reply.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(reply.body)}`);
  return reply.body.token;
}
