import { GsmError } from '../gsm-error';
import { AtField, intField, responseBody, splitAtFields } from './at-fields';

export interface ListedMessage {
  index: number;
  status: number;
  length: number;
  pdu: string;
}

/** PDU mode prints the status as a number; a few modems print the text mode word anyway. */
const STATUS_WORDS: Record<string, number> = { 'REC UNREAD': 0, 'REC READ': 1, 'STO UNSENT': 2, 'STO SENT': 3, ALL: 4 };

/**
 * Some modems leave the status out ('+CMGR: ,,92', even '+CMGR: 24'). A message just read with
 * AT+CMGR is stored as read, so a missing status reads as 1 (REC READ).
 */
const STATUS_WHEN_MISSING = 1;

function statusField(field: AtField | undefined, line: string): number {
  const value = field?.value.trim().toUpperCase() ?? '';
  if (value === '') return STATUS_WHEN_MISSING;
  return STATUS_WORDS[value] ?? intField(field, 'message status', line);
}

/** The PDU line after a header; a few modems quote it, or leave a stray quote at its end. */
function pduAfter(lines: string[], i: number, header: string): string {
  const pdu = (lines[i + 1]?.trim() ?? '').replace(/^"|"$/gu, '');
  if (pdu === '' || pdu.startsWith('+')) throw new GsmError('AT_MALFORMED', `no PDU line after '${header}'`);
  if (!/^[0-9A-Fa-f]+$/u.test(pdu)) {
    const shown = pdu.length > 40 ? `${pdu.slice(0, 40)}…` : pdu;
    throw new GsmError('AT_MALFORMED', `the line after '${header}' is not a hex PDU: '${shown}'`);
  }
  return pdu;
}

/**
 * AT+CMGL in PDU mode: '+CMGL: <index>,<stat>,[<alpha>],<length>' each followed by its PDU line.
 * Lines outside such pairs (an echoed command) are skipped; a header without its PDU is an error.
 */
export function parseCmgl(lines: string[]): ListedMessage[] {
  const messages: ListedMessage[] = [];
  for (let i = 0; i < lines.length; i++) {
    const body = responseBody(lines[i], '+CMGL:');
    if (body === null) continue;
    const header = lines[i].trim();
    const fields = splitAtFields(body);
    if (fields.length < 3) throw new GsmError('AT_MALFORMED', `index, status and length expected in '${header}'`);
    messages.push({
      index: intField(fields[0], 'index', header),
      status: statusField(fields[1], header),
      length: intField(fields.at(-1), 'TPDU length', header),
      pdu: pduAfter(lines, i, header),
    });
    i++;
  }
  return messages;
}

/**
 * AT+CMGR in PDU mode: '+CMGR: <stat>,[<alpha>],<length>' and the PDU line. An empty slot
 * answers with no line at all, or (some modems) with length 0 and no PDU or an empty one.
 */
export function parseCmgr(lines: string[]): { status: number; length: number; pdu: string } | null {
  const i = lines.findIndex((line) => responseBody(line, '+CMGR:') !== null);
  if (i === -1) return null;
  const header = lines[i].trim();
  const fields = splitAtFields(responseBody(header, '+CMGR:') ?? '');
  const status = fields.length >= 2 ? statusField(fields[0], header) : STATUS_WHEN_MISSING;
  const length = intField(fields.at(-1), 'TPDU length', header);
  const next = lines[i + 1]?.trim() ?? '';
  if (length === 0 && (next === '' || /^0*$/u.test(next))) return null;
  return { status, length, pdu: pduAfter(lines, i, header) };
}
