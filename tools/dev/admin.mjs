// The first administrator: there is no default password, so the launcher makes a random one
// on first run, creates the admin with the identity CLI and keeps the credentials in .data/admin.json.
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CREATE_ADMIN_ENTRY } from './entry-points.mjs';
import { say, warn } from './log.mjs';
import { dataDir, shown } from './paths.mjs';
import { nodeTs } from './processes.mjs';

export const adminFile = path.join(dataDir, 'admin.json');
const DEFAULT_EMAIL = 'admin@simrelay.local';
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 16 letters and digits with at least one upper-case letter, one lower-case letter and one digit. */
export function generatePassword(length = 16) {
  for (;;) {
    const password = Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    if (/[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password)) return password;
  }
}

const readStored = () => {
  try {
    return JSON.parse(fs.readFileSync(adminFile, 'utf8'));
  } catch {
    return null;
  }
};

/**
 * Creates (or, the CLI upserting, resets) the admin when .data/admin.json is missing, when the database was just created
 * (an old file would describe an admin that no longer exists) or when ADMIN_EMAIL /
 * ADMIN_PASSWORD ask for other credentials. Resolves with { email, password, source } or null.
 */
export async function ensureAdmin({ env, databaseCreated }) {
  const stored = readStored();
  const email = process.env.ADMIN_EMAIL || stored?.email || DEFAULT_EMAIL;
  const password = process.env.ADMIN_PASSWORD || (stored?.email === email && stored.password) || generatePassword();
  const source = process.env.ADMIN_EMAIL || process.env.ADMIN_PASSWORD ? 'ADMIN_EMAIL/ADMIN_PASSWORD' : shown(adminFile);
  if (stored && !databaseCreated && stored.email === email && stored.password === password) return { email, password, source };

  say(`creating the first administrator ${email}...`);
  const { code, output } = await nodeTs(CREATE_ADMIN_ENTRY, ['--email', email, '--password', password], { env });
  if (code !== 0) {
    // Not fatal: the services are of use without an admin login. (The CLI upserts, so a
    // failure is not "exists already" but e.g. ADMIN_PASSWORD breaking the password rules.)
    warn(`create-admin failed (exit ${code}); the services start anyway:\n${output.trimEnd()}`);
    return stored?.email === email ? { email, password: stored.password, source } : null;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(adminFile, `${JSON.stringify({ email, password }, null, 2)}\n`, { mode: 0o600 });
  return { email, password, source };
}
