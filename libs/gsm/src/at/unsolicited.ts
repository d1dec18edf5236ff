import { GsmError } from '../gsm-error';
import { AtField, intField, optionalIntField, splitAtFields } from './at-fields';
import { cregFields } from './network-status';
import { decodeUssd } from './ussd';

export type Unsolicited =
  | { type: 'cmti'; storage: string; index: number }
  | { type: 'cdsi'; storage: string; index: number }
  | { type: 'cmt'; length: number; pdu: string }
  | { type: 'cds'; length: number; pdu: string }
  | { type: 'ring' }
  | { type: 'clip'; number: string; numberType: number }
  | { type: 'cusd'; status: number; text: string | null; dcs: number | null }
  | { type: 'creg'; status: number; lac?: string; cellId?: string };

const PREFIXES: ReadonlyArray<readonly [string, Unsolicited['type']]> = [
  ['+CMTI:', 'cmti'],
  ['+CDSI:', 'cdsi'],
  ['+CMT:', 'cmt'],
  ['+CDS:', 'cds'],
  ['+CLIP:', 'clip'],
  ['+CUSD:', 'cusd'],
  ['+CREG:', 'creg'],
];

/**
 * The URC kind a line starts, or null if it is not an unsolicited line. '+CREG:' and '+CUSD:' are
 * also the answers to AT+CREG? and AT+CUSD: a command in progress that expects them takes them
 * first.
 */
export function unsolicitedKind(line: string): Unsolicited['type'] | null {
  const text = line.trim().toUpperCase();
  if (text === 'RING') return 'ring';
  for (const [prefix, type] of PREFIXES) if (text.startsWith(prefix)) return type;
  return null;
}

/** +CMT: / +CDS: headers (PDU mode) are followed by one PDU line. */
export function needsPduLine(line: string): boolean {
  const kind = unsolicitedKind(line);
  return kind === 'cmt' || kind === 'cds';
}

/** Throws GsmError when the line is not a URC or is malformed. */
export function parseUnsolicited(line: string, pduLine?: string): Unsolicited {
  const kind = unsolicitedKind(line);
  switch (kind) {
    case 'ring':
      return { type: 'ring' };
    case 'cmti':
    case 'cdsi':
      return parseNewMessageIndication(kind, line);
    case 'cmt':
    case 'cds':
      return parseMessageWithPdu(kind, line, pduLine);
    case 'clip':
      return parseClip(line);
    case 'cusd':
      return parseCusd(line);
    case 'creg':
      return { type: 'creg', ...cregFields(line) };
    default:
      throw new GsmError('AT_MALFORMED', `not an unsolicited result code: '${line.trim()}'`);
  }
}

function fieldsAfterColon(line: string): AtField[] {
  const text = line.trim();
  return splitAtFields(text.slice(text.indexOf(':') + 1));
}

function parseNewMessageIndication(type: 'cmti' | 'cdsi', line: string): Unsolicited {
  const fields = fieldsAfterColon(line);
  const storage = fields[0]?.value.trim() ?? '';
  if (fields.length < 2 || storage === '') throw new GsmError('AT_MALFORMED', `storage and index expected in '${line.trim()}'`);
  return { type, storage, index: intField(fields[1], 'index', line.trim()) };
}

/** PDU mode: '+CMT: [<alpha>],<length>' and '+CDS: <length>'; the length is the last field. */
function parseMessageWithPdu(type: 'cmt' | 'cds', line: string, pduLine: string | undefined): Unsolicited {
  const fields = fieldsAfterColon(line);
  const length = intField(fields.at(-1), 'TPDU length', line.trim());
  const pdu = pduLine?.trim() ?? '';
  if (pdu === '') throw new GsmError('AT_MALFORMED', `'${line.trim()}' needs the PDU line that follows it`);
  if (!/^[0-9A-Fa-f]+$/u.test(pdu)) throw new GsmError('AT_MALFORMED', `the line after '${line.trim()}' is not a hex PDU`);
  return { type, length, pdu };
}

/** '+CLIP: "+79001234567",145,"",,"",0': number and type come first; the rest varies by modem. */
function parseClip(line: string): Unsolicited {
  const fields = fieldsAfterColon(line);
  const number = fields[0]?.value.trim() ?? '';
  const numberType = optionalIntField(fields[1], 'number type', line.trim()) ?? (number.startsWith('+') ? 145 : 129);
  return { type: 'clip', number, numberType };
}

/**
 * '+CUSD: <m>[,<str>[,<dcs>]]'. The text may hold commas and quotes of its own, so it runs to the
 * last quote of the line.
 */
function parseCusd(line: string): Unsolicited {
  const text = line.trim();
  const match = /^\+CUSD:\s*(\d+)\s*(?:,\s*(?:"(.*)"|([^,"]*?))\s*(?:,\s*(\d+))?)?\s*$/isu.exec(text);
  if (!match) throw new GsmError('AT_MALFORMED', `malformed +CUSD: '${text}'`);
  const status = Number(match[1]);
  const raw = match[2] ?? match[3];
  const dcs = match[4] === undefined ? null : Number(match[4]);
  if (raw === undefined || (match[2] === undefined && raw === '')) return { type: 'cusd', status, text: null, dcs };
  return { type: 'cusd', status, text: decodeUssd(raw, dcs), dcs };
}
