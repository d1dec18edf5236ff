import { GsmError } from '../gsm-error';
import { optionalIntField, responseBody, splitAtFields } from './at-fields';

/**
 * AT+CNUM: '+CNUM: [<alpha>],<number>,<type>' per number. The first non-empty number; '+' added
 * for type 145 (international) when the modem left it out. null when the SIM stores none.
 */
export function parseCnum(lines: string[]): string | null {
  for (const line of lines) {
    const body = responseBody(line, '+CNUM:');
    if (body === null) continue;
    const fields = splitAtFields(body);
    const number = fields[1]?.value.trim() ?? '';
    if (number === '') continue;
    const type = optionalIntField(fields[2], 'number type', line.trim());
    return type === 145 && !number.startsWith('+') ? `+${number}` : number;
  }
  return null;
}

/** AT+CIMI: a line of 6-15 digits ('+CIMI: ' before it on some modems). */
export function parseImsi(lines: string[]): string {
  for (const line of lines) {
    const value = (responseBody(line, '+CIMI:') ?? line.trim()).replace(/^"(.*)"$/u, '$1');
    if (/^\d{6,15}$/u.test(value)) return value;
  }
  throw new GsmError('AT_MALFORMED', `no IMSI in the response: ${JSON.stringify(lines)}`);
}

const ICCID_PREFIXES = ['+CCID:', '+QCCID:', '^ICCID:', '+ICCID:', 'ICCID:', '^SCID:', '+CICCID:'];

/** Swaps the two digits of every octet: how EF_ICCID stores the number. */
function swapNibbles(value: string): string {
  return value.replace(/(.)(.)/gu, '$2$1');
}

/**
 * Telecom ICCIDs start with the industry identifier 89 (ITU-T E.118), so a value that reads 98...
 * and becomes 89... when swapped is the raw EF_ICCID order. Firmwares that print ^ICCID already
 * swapped back are left as they are.
 */
function normaliseIccid(raw: string, storedOrder: boolean): string {
  const value = raw.trim().replace(/^"(.*)"$/u, '$1').trim();
  const swapped = swapNibbles(value);
  const digits = (storedOrder || value.startsWith('98')) && swapped.startsWith('89') ? swapped : value;
  // F (any case) pads an odd number of digits; some modems print it, some print a trailing 'f'.
  return digits.replace(/[Ff]+$/u, '');
}

function validIccid(value: string): boolean {
  return /^\d{19,20}$/u.test(value);
}

function iccidFromCrsm(line: string, body: string): string {
  const fields = splitAtFields(body);
  const sw1 = Number(fields[0]?.value);
  if (sw1 !== 144 && sw1 !== 145) throw new GsmError('AT_MALFORMED', `the SIM refused to read EF_ICCID: '${line.trim()}'`);
  return normaliseIccid(fields[2]?.value ?? '', true);
}

/** The ICCID a line carries, normalised, or null when the line is not an ICCID answer at all. */
function iccidCandidate(line: string): string | null {
  const crsm = responseBody(line, '+CRSM:');
  if (crsm !== null) return iccidFromCrsm(line, crsm);
  const prefix = ICCID_PREFIXES.find((p) => responseBody(line, p) !== null);
  if (prefix) return normaliseIccid(responseBody(line, prefix) ?? '', prefix === '^ICCID:');
  const bare = line.trim();
  return /^"?[0-9A-Fa-f]{19,20}"?$/u.test(bare) ? normaliseIccid(bare, false) : null;
}

/**
 * Every vendor form: '+CCID: 89…', '+QCCID: 89…', '^ICCID: <nibble-swapped>', 'ICCID: 89…' (Sierra),
 * '+ICCID: 89…', a bare digits line, '+CRSM: 144,0,"98…"' (EF_ICCID, nibble-swapped, F padding).
 * 19-20 digits with the padding removed; GsmError otherwise.
 */
export function parseIccid(lines: string[]): string {
  for (const line of lines) {
    const candidate = iccidCandidate(line);
    if (candidate === null) continue;
    if (validIccid(candidate)) return candidate;
    throw new GsmError('AT_MALFORMED', `not an ICCID of 19-20 digits: '${line.trim()}'`);
  }
  throw new GsmError('AT_MALFORMED', `no ICCID in the response: ${JSON.stringify(lines)}`);
}
