import fc from 'fast-check';
import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';

/** Strings that have broken parsers and queries elsewhere. */
export const NASTY_STRINGS = [
  '', ' ', '0', '-1', '1e309', 'NaN', 'null', 'undefined', 'true', '[]', '{}', '__proto__', 'constructor',
  "' OR '1'='1", '1; DROP TABLE users; --', '${7*7}', '{{7*7}}', '<script>alert(1)</script>', '../../../../etc/passwd', '%00', '\u0000',
  '\uFEFF', '\uD800', 'тест', '测试', '🙂🙂🙂', 'a'.repeat(5000), '+447700900123', '00000000-0000-0000-0000-000000000000',
  '6f1c1c1e-1111-4111-8111-111111111111', '999999999999999999999', '2', '3',
];

/** Parameter and field names the gateway's routes read, so values land where code looks. */
export const KNOWN_NAMES = [
  'email', 'password', 'lang', 'altcha', 'url', 'amount', 'method', 'coin', 'network', 'outcome', 'service', 'country', 'carrier', 'maxPrice',
  'status', 'activationId', 'page', 'limit', 'search', 'periodHours', 'userId', 'reason', 'ban', 'banLimit', 'ids', 'rent', 'replace', 'price',
  'pattern', 'senders', 'name', 'enabled', 'maintenance', 'testMode', 'filter', 'modem', 'number', 'executor', 'state', 'unrouted', 'restoreKey',
  'action', 'api_key', 'id', 'operator', 'rent_time', 'hours', 'balance', 'code', 'agentId', 'port', 'admin', 'token',
];

const nasty = fc.constantFrom(...NASTY_STRINGS);
const scalar = fc.oneof(nasty, fc.string({ maxLength: 40 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const value: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...KNOWN_NAMES), fc.string({ maxLength: 10 })), tie('value'), { maxKeys: 5 }),
  ),
})).value;

export const hostileObject = fc.dictionary(fc.oneof(fc.constantFrom(...KNOWN_NAMES), fc.string({ maxLength: 12 })), value, { maxKeys: 8 });

/** What a request body can be: JSON of any shape, broken JSON, a form, huge, empty, not JSON at all. */
export const hostileBody: fc.Arbitrary<{ contentType: string | null; body: string | undefined }> = fc.oneof(
  hostileObject.map((o) => ({ contentType: 'application/json', body: JSON.stringify(o) })),
  value.map((v) => ({ contentType: 'application/json', body: JSON.stringify(v) ?? 'null' })),
  fc.constantFrom('{', '{"a":', '[1,2', '{"email": "x"}}', 'nul', '\u0000', '{"__proto__": {"admin": true}}').map((body) => ({ contentType: 'application/json', body })),
  hostileObject.map((o) => ({ contentType: 'application/x-www-form-urlencoded', body: new URLSearchParams(Object.entries(o).map(([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')])).toString() })),
  fc.constant({ contentType: 'application/json', body: JSON.stringify({ email: 'a'.repeat(70_000) }) }),
  fc.constant({ contentType: 'text/plain', body: 'hello' }),
  fc.constant({ contentType: null, body: undefined }),
);

export const hostileQuery = fc.dictionary(fc.oneof(fc.constantFrom(...KNOWN_NAMES), fc.string({ maxLength: 8 })), fc.oneof(nasty, fc.string({ maxLength: 30 })), { maxKeys: 5 });

/** A path parameter: an id of ours, a number, anything else, or a broken escape (sent as it is). */
export const hostileSegment = fc.oneof(
  fc.uuid(), fc.integer({ min: -5, max: 10_000 }).map(String), nasty, fc.string({ minLength: 1, maxLength: 20 }), fc.constantFrom('%ZZ', '%ED%A0%80', '%', '%2e%2e'),
);

/** A segment for the URL: percent-encoded as UTF-8 (a lone surrogate as the replacement character); a broken escape kept. */
export function pathSegment(segment: string): string {
  if (segment.startsWith('%')) return segment;
  return [...Buffer.from(segment, 'utf8')].map((byte) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)).join('');
}

export interface RawReply {
  status: number;
  contentType: string;
  text: string;
}

/**
 * One request exactly as given, with node's own client: repeated headers and bodies that are
 * not what their content type says reach the gateway as sent.
 */
export function rawRequest(url: string, options: { method: string; headers: Record<string, string | string[]>; body?: string | Buffer; timeoutMs: number }): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: options.method, headers: options.headers, timeout: options.timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        // As any HTTP client: a gzipped answer is read unzipped (the SMSHub endpoint gzips when the request was).
        const raw = Buffer.concat(chunks);
        try {
          const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
          resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), text: body.toString('utf8') });
        } catch (error) {
          reject(error);
        }
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${options.timeoutMs} ms: the gateway hung`)));
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}
