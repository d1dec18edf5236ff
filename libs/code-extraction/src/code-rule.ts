/**
 * A service's code rule as the catalog stores it.
 *
 * - `pattern`: a JavaScript regular expression source, compiled with the flags `iu`, with exactly
 *   one capturing group around the code (validate it with `checkPattern` before storing it).
 * - `senders`: sender aliases the service's SMS arrive from ('Telegram', 'Google', '22000').
 *   Compared case-insensitively, ignoring spaces and punctuation.
 * - `callDigits`: for services that verify with a phone call, the code is the last N digits of
 *   the calling number.
 */
export interface CodeRule {
  service: string;
  pattern?: string;
  senders?: string[];
  callDigits?: number;
}

/** A code found in a message: by the service's own pattern, or by the generic extractor. */
export interface ExtractedCode {
  code: string;
  via: 'pattern' | 'generic';
}
