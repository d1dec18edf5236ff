/** Never copied into the audit log, at any depth. */
const SECRET_KEYS = /^(password|token|secret|apiKey|webhookSecret|protocolKey|recoveryCodes?|challenge|authorization|uri)$/i;
/** A larger answer (a long list) is summarised, not stored whole. */
const MAX_JSON = 32_000;

export function redacted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redacted);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, SECRET_KEYS.test(key) ? '[redacted]' : redacted(inner)]));
  }
  return value;
}

/** What the audit log keeps of a request or an answer: secrets out, size bounded. */
export function auditable(value: unknown): unknown {
  if (value === undefined) return null;
  const clean = redacted(value);
  const size = JSON.stringify(clean)?.length ?? 0;
  return size > MAX_JSON ? { truncated: true, size, ...(Array.isArray(clean) ? { items: clean.length } : {}) } : clean;
}
