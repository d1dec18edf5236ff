import { readFile } from 'node:fs/promises';

/** Secrets shorter than this (a 6-digit code) would match any number in a log: not looked for. */
const MIN_LENGTH = 8;
/** Response and request fields whose values are secrets, wherever they appear. */
const SECRET_FIELDS: Record<string, string> = {
  token: 'session token',
  apiKey: 'API key',
  webhookSecret: 'webhook secret',
  secret: 'TOTP secret',
  recoveryCodes: 'recovery code',
  recoveryCode: 'recovery code',
  challenge: 'login challenge',
  password: 'password',
  restoreKey: 'restore key',
};

export interface Leak {
  kind: string;
  /** The process whose output holds it. */
  where: string;
  /** The log line around it, the secret masked. */
  excerpt: string;
}

/**
 * What a whole-system test handed out or typed in: session and admin tokens, API keys, webhook
 * secrets, passwords, TOTP secrets, recovery codes, mailed link tokens, the services' keys.
 * At the end the services' captured output is searched for every one of them: a secret in a
 * log fails the test file.
 */
export class SecretWitness {
  private readonly secrets = new Map<string, string>();

  add(kind: string, value: unknown): void {
    if (typeof value === 'string' && value.length >= MIN_LENGTH) this.secrets.set(value, kind);
  }

  get size(): number {
    return this.secrets.size;
  }

  /** Every secret field of a JSON body (request or answer), at any depth. */
  collect(body: unknown): void {
    if (Array.isArray(body)) {
      for (const item of body) this.collect(item);
      return;
    }
    if (!body || typeof body !== 'object') return;
    for (const [key, value] of Object.entries(body)) {
      // The human check's challenge is public; an administrator's login challenge comes with `mfa`.
      const kind = key === 'challenge' && !('mfa' in body) ? undefined : SECRET_FIELDS[key];
      if (kind && Array.isArray(value)) value.forEach((item) => this.add(kind, item));
      else if (kind) this.add(kind, value);
      else this.collect(value);
    }
  }

  /** `Authorization: Bearer <token or API key>`. */
  collectAuthorization(header: string | undefined): void {
    const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
    if (match) this.add('bearer token or API key', match[1]);
  }

  /** The secrets found in a text, each once. */
  find(text: string, where: string): Leak[] {
    const leaks: Leak[] = [];
    for (const [secret, kind] of this.secrets) {
      const at = text.indexOf(secret);
      if (at < 0) continue;
      const start = text.lastIndexOf('\n', at) + 1;
      const end = text.indexOf('\n', at);
      const line = text.slice(start, end < 0 ? undefined : end).slice(0, 400);
      leaks.push({ kind, where, excerpt: line.split(secret).join(`<${kind}>`) });
    }
    return leaks;
  }

  /** Reads each captured log and throws, naming every secret that appears in one. */
  async assertNotIn(logs: Array<{ name: string; file: string }>): Promise<void> {
    const leaks: Leak[] = [];
    for (const log of logs) leaks.push(...this.find(await readFile(log.file, 'utf8').catch(() => ''), log.name));
    if (leaks.length) {
      throw new Error(
        `secrets appear in the services' logs (${leaks.length}):\n${leaks.map((l) => `  ${l.where}: a ${l.kind}: ${l.excerpt}`).join('\n')}`,
      );
    }
  }
}
