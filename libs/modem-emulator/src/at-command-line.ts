export type AtCommandForm = 'exec' | 'read' | 'test' | 'set';

/** One command of a command line: 'AT+CMGF=0;+CNMI=2,1,0,2,0' holds two, 'ATE0V1' two as well. */
export interface AtCommand {
  /** Upper-case: '+CMGR', '^ICCID', '!ICCID', 'E', '&F', 'S', 'D'; '' for a bare 'AT'. */
  name: string;
  form: AtCommandForm;
  /**
   * Set form: the parameters, quotes removed ('AT+CUSD=1,"*100#",15' -> ['1', '*100#', '15']).
   * Basic commands: their digits ('ATE0' -> ['0'], 'ATE' -> ['']); S registers: [register, value?].
   */
  args: string[];
  /** The command as the host wrote it, 'AT' in front: what failNext matches. */
  text: string;
}

const EXTENDED_PREFIXES = '+^!$%#*';

/**
 * Splits a command line the way modems do (V.250): an 'AT' prefix, extended commands separated
 * by ';', basic commands written one after another. Spaces outside quotes do not count.
 * Null when the line does not start with AT or cannot be parsed (the modem answers ERROR).
 */
export function parseCommandLine(line: string): AtCommand[] | null {
  const compact = removeSpacesOutsideQuotes(line.trim());
  if (!/^AT/iu.test(compact)) return null;
  const body = compact.slice(2);
  if (body === '') return [{ name: '', form: 'exec', args: [], text: 'AT' }];
  const commands: AtCommand[] = [];
  let i = 0;
  while (i < body.length) {
    const c = body[i];
    if (c === ';') {
      i++;
      continue;
    }
    const parsed = EXTENDED_PREFIXES.includes(c) ? parseExtended(body, i) : parseBasic(body, i);
    if (!parsed) return null;
    commands.push({ ...parsed.command, text: `AT${body.slice(i, parsed.end)}` });
    i = parsed.end;
  }
  return commands;
}

type Parsed = { command: Omit<AtCommand, 'text'>; end: number } | null;

function parseExtended(body: string, start: number): Parsed {
  let j = start + 1;
  while (j < body.length && /[A-Za-z0-9_]/u.test(body[j])) j++;
  if (j === start + 1) return null;
  const name = body.slice(start, j).toUpperCase();
  if (body.startsWith('=?', j)) return { command: { name, form: 'test', args: [] }, end: j + 2 };
  if (body[j] === '?') return { command: { name, form: 'read', args: [] }, end: j + 1 };
  if (body[j] !== '=') return { command: { name, form: 'exec', args: [] }, end: j };
  const end = endOfParameters(body, j + 1);
  if (end < 0) return null;
  return { command: { name, form: 'set', args: splitParameters(body.slice(j + 1, end)) }, end };
}

function parseBasic(body: string, start: number): Parsed {
  let j = start;
  let name: string;
  if (body[j] === '&') {
    if (!/[A-Za-z]/u.test(body[j + 1] ?? '')) return null;
    name = `&${body[j + 1].toUpperCase()}`;
    j += 2;
  } else if (/[A-Za-z]/u.test(body[j])) {
    name = body[j].toUpperCase();
    j += 1;
  } else {
    return null;
  }
  // Dialling takes the rest of the line (ATD+447700900123;).
  if (name === 'D') return { command: { name, form: 'exec', args: [body.slice(j)] }, end: body.length };
  const digitsStart = j;
  while (j < body.length && /\d/u.test(body[j])) j++;
  const digits = body.slice(digitsStart, j);
  if (name === 'S') {
    if (digits === '') return null;
    if (body[j] === '?') return { command: { name, form: 'read', args: [digits] }, end: j + 1 };
    if (body[j] !== '=') return null;
    const valueStart = j + 1;
    j = valueStart;
    while (j < body.length && /\d/u.test(body[j])) j++;
    return { command: { name, form: 'set', args: [digits, body.slice(valueStart, j)] }, end: j };
  }
  return { command: { name, form: 'exec', args: [digits] }, end: j };
}

/** Index of the ';' (or end) that closes a parameter list; -1 when a quote is left open. */
function endOfParameters(body: string, start: number): number {
  let quoted = false;
  for (let k = start; k < body.length; k++) {
    if (body[k] === '"') quoted = !quoted;
    else if (body[k] === ';' && !quoted) return k;
  }
  return quoted ? -1 : body.length;
}

function splitParameters(text: string): string[] {
  const args: string[] = [];
  let current = '';
  let quoted = false;
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    if (c === ',' && !quoted) {
      args.push(current);
      current = '';
    } else {
      current += c;
    }
  }
  args.push(current);
  return args.map((arg) => (arg.length >= 2 && arg.startsWith('"') && arg.endsWith('"') ? arg.slice(1, -1) : arg));
}

function removeSpacesOutsideQuotes(line: string): string {
  let out = '';
  let quoted = false;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    if (c === ' ' && !quoted) continue;
    out += c;
  }
  return out;
}
