// Dev secrets: random on first run, kept in .data/dev-secrets.json so sessions and API keys
// survive restarts. Variables already in the environment win over the file.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { dataDir } from './paths.mjs';

export const secretsFile = path.join(dataDir, 'dev-secrets.json');

const GENERATORS = {
  USER_JWT_SECRET: () => randomBytes(48).toString('base64url'),
  ADMIN_JWT_SECRET: () => randomBytes(48).toString('base64url'),
  API_KEY_ENCRYPTION_KEY: () => randomBytes(32).toString('base64'), // a 32-byte AES key
  PARTNER_SECRETS_KEY: () => randomBytes(32).toString('base64'), // seals upstream providers' and hubs' keys
  CAPTCHA_HMAC_KEY: () => randomBytes(32).toString('base64url'),
};

/** Returns { values, generated: names new this run, fromEnv: names taken from the environment }. */
export function loadDevSecrets({ file = secretsFile, env = process.env } = {}) {
  let stored = {};
  if (fs.existsSync(file)) {
    try {
      stored = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`${path.basename(file)} is not valid JSON (${error.message}); fix or delete it`);
    }
  }
  const generated = Object.keys(GENERATORS).filter((name) => typeof stored[name] !== 'string' || !stored[name]);
  if (generated.length) {
    for (const name of generated) stored[name] = GENERATORS[name]();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    fs.renameSync(temporary, file); // never leave a half-written file
  }
  const fromEnv = Object.keys(GENERATORS).filter((name) => env[name]);
  const values = Object.fromEntries(Object.keys(GENERATORS).map((name) => [name, env[name] || stored[name]]));
  return { values, generated, fromEnv };
}
