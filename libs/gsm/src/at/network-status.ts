import { GsmError } from '../gsm-error';
import { intField, optionalIntField, responseBody, splitAtFields } from './at-fields';

function findBody(lines: string[], prefix: string): { line: string; body: string } {
  for (const line of lines) {
    const body = responseBody(line, prefix);
    if (body !== null) return { line: line.trim(), body };
  }
  throw new GsmError('AT_MALFORMED', `no ${prefix} line in the response`);
}

/**
 * AT+CSQ: '+CSQ: <rssi>,<ber>'. rssi 0-31 is -113 dBm in steps of 2; 100-191 is the extended
 * range (-116 dBm + n - 100) some LTE modems use; 99 and anything else is unknown (null).
 */
export function parseCsq(lines: string[]): { rssi: number; ber: number; dbm: number | null } {
  const { line, body } = findBody(lines, '+CSQ:');
  const fields = splitAtFields(body);
  const rssi = intField(fields[0], 'rssi', line);
  const ber = intField(fields[1], 'ber', line);
  const dbm = rssi <= 31 ? -113 + 2 * rssi : rssi >= 100 && rssi <= 191 ? rssi - 216 : null;
  return { rssi, ber, dbm };
}

export type RegistrationState = 'not-registered' | 'home' | 'searching' | 'denied' | 'unknown' | 'roaming';

/**
 * 27.007 §7.2 <stat>. 6/7 and 9/10 are the 'SMS only' and 'CSFB not preferred' flavours of home
 * and roaming; 8 (emergency bearer services only) cannot receive SMS, so it counts as not registered.
 */
const STATES: Record<number, RegistrationState> = {
  0: 'not-registered',
  1: 'home',
  2: 'searching',
  3: 'denied',
  4: 'unknown',
  5: 'roaming',
  6: 'home',
  7: 'roaming',
  8: 'not-registered',
  9: 'home',
  10: 'roaming',
};

export function registrationState(status: number): RegistrationState {
  return STATES[status] ?? 'unknown';
}

/**
 * The fields of a '+CREG:' line, in either form of 27.007 §7.2: the answer to AT+CREG?
 * '+CREG: <n>,<stat>[,[<lac>],[<ci>],[<AcT>]]' and the indication '+CREG: <stat>[,[<lac>],[<ci>],[<AcT>]]'.
 * <stat> is an integer, <lac> a quoted string that may be left out ('+CREG: 1,,,7'): only an
 * unquoted number in the second field makes it the answer form.
 */
export function cregFields(line: string): { status: number; lac?: string; cellId?: string } {
  const fields = splitAtFields(responseBody(line, '+CREG:') ?? '');
  const answerForm = fields.length >= 2 && !fields[1].quoted && /^\d+$/u.test(fields[1].value);
  const rest = answerForm ? fields.slice(1) : fields;
  const status = intField(rest[0], 'registration status', line.trim());
  const lac = rest[1]?.value.trim().toUpperCase();
  const cellId = rest[2]?.value.trim().toUpperCase();
  return { status, ...(lac ? { lac } : {}), ...(cellId ? { cellId } : {}) };
}

/** AT+CREG?: '+CREG: <n>,<stat>[,<lac>,<ci>[,<AcT>]]'; a lone '+CREG: <stat>' is read too. */
export function parseCreg(lines: string[]): { status: number; state: RegistrationState; lac?: string; cellId?: string } {
  const fields = cregFields(findBody(lines, '+CREG:').line);
  return { ...fields, state: registrationState(fields.status) };
}

/** AT+COPS?: '+COPS: <mode>[,<format>,<oper>[,<AcT>]]'. */
export function parseCops(lines: string[]): { mode: number; format?: number; operator?: string; act?: number } {
  const { line, body } = findBody(lines, '+COPS:');
  if (body.startsWith('(')) throw new GsmError('AT_MALFORMED', `'${line}' is the AT+COPS=? list, not the current operator`);
  const fields = splitAtFields(body);
  const mode = intField(fields[0], 'mode', line);
  const format = optionalIntField(fields[1], 'format', line);
  const operator = fields[2]?.value.trim();
  const act = optionalIntField(fields[3], 'access technology', line);
  return {
    mode,
    ...(format !== undefined ? { format } : {}),
    ...(operator ? { operator } : {}),
    ...(act !== undefined ? { act } : {}),
  };
}
