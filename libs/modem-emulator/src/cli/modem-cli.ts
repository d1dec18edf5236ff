import { parseArgs } from 'node:util';
import { ControlClient, ControlRequestError, DEFAULT_CONTROL_URL } from '../control-client';
import type { ModemSummary } from '../control-server';

export interface CliIo {
  env: Record<string, string | undefined>;
  out(text: string): void;
  err(text: string): void;
}

export const MODEM_CLI_USAGE = `Drives the emulated modems of a running rack (npm start, or the rack CLI).

usage: npm run modem -- <command> [options]

  list                                          the modems: id, family, number, path, state
  show <modem>                                  one modem with its stored SMS and last commands
  sms (--to <number> | --modem <id>) --from <sender> [--encoding auto|gsm7|ucs2|8bit]
      [--order 2,1] [--duplicate 1] <text>      an incoming SMS (long texts arrive in parts)
  call (--to <number> | --modem <id>) --from <caller> [--rings <n>]
                                                an incoming call (RING + +CLIP)
  ussd --modem <id> --code <code> (<text> | --unsupported)
                                                the network's answer to a USSD code
  fail --modem <id> --command <AT command> (--cme <n> | --cms <n> | --plain) [--times <n>]
                                                the next matching commands fail
  hang | resume | disconnect | reconnect <modem> | --modem <id>

options: --url <control url> (default $MODEM_CONTROL_URL or ${DEFAULT_CONTROL_URL}), --json, --help

examples:
  npm run modem -- sms --to +447700900123 --from Telegram "Telegram code 12345"
  npm run modem -- call --modem modem-2 --from +15551234567 --rings 2
  npm run modem -- fail --modem modem-1 --command AT+CMGR --cms 321
`;

class UsageError extends Error {}

const OPTIONS = {
  url: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  to: { type: 'string' },
  modem: { type: 'string' },
  from: { type: 'string' },
  caller: { type: 'string' },
  encoding: { type: 'string' },
  order: { type: 'string' },
  duplicate: { type: 'string' },
  rings: { type: 'string' },
  code: { type: 'string' },
  unsupported: { type: 'boolean' },
  command: { type: 'string' },
  cme: { type: 'string' },
  cms: { type: 'string' },
  plain: { type: 'boolean' },
  times: { type: 'string' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];

function integer(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/u.test(value)) throw new UsageError(`--${name} must be a whole number`);
  return Number(value);
}

function parts(value: string | undefined, name: string): number[] | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+(?:,\d+)*$/u.test(value)) throw new UsageError(`--${name} takes part numbers like 2,1`);
  return value.split(',').map(Number);
}

/** `--to` or `--modem`, or the modem as the first word after the command. */
function target(values: Values, rest: string[], byNumber: boolean): Record<string, string> {
  if (byNumber && values.to !== undefined) return { to: values.to };
  const modem = values.modem ?? rest[0];
  if (modem === undefined) throw new UsageError(byNumber ? 'give --to <number> or --modem <id>' : 'give the modem: --modem <id>');
  return { modem };
}

function table(modems: ModemSummary[]): string {
  const rows = [
    ['ID', 'FAMILY', 'NUMBER', 'PATH', 'STATE', 'SMS'],
    ...modems.map((m) => [
      m.id,
      m.family,
      m.number ?? '-',
      m.path,
      !m.connected ? 'disconnected' : m.hung ? 'hung' : 'ok',
      m.waitingInNetwork > 0 ? `${m.stored} (+${m.waitingInNetwork} waiting)` : String(m.stored),
    ]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd()).join('\n');
}

async function run(client: ControlClient, command: string, values: Values, rest: string[]): Promise<{ text: string; payload: unknown }> {
  switch (command) {
    case 'list': {
      const modems = await client.modems();
      return { text: table(modems), payload: modems };
    }
    case 'show': {
      const id = values.modem ?? rest[0];
      if (!id) throw new UsageError('give the modem: show <id>');
      const modem = await client.modem(id);
      return { text: JSON.stringify(modem, null, 2), payload: modem };
    }
    case 'sms': {
      const from = values.from;
      if (!from) throw new UsageError('give the sender: --from <sender>');
      const byModem = values.to === undefined && values.modem === undefined;
      const text = (byModem ? rest.slice(1) : rest).join(' ');
      const result = await client.post('/sms', {
        ...target(values, rest, true),
        from,
        text,
        encoding: values.encoding,
        order: parts(values.order, 'order'),
        duplicate: parts(values.duplicate, 'duplicate'),
      });
      const indexes = result.indexes as number[];
      const where = indexes.length > 0 ? `stored at ${indexes.join(', ')}` : 'waiting in the network';
      return { text: `SMS from ${from} to ${String(result.modem)}: ${where}`, payload: result };
    }
    case 'call': {
      const caller = values.from ?? values.caller;
      if (caller === undefined) throw new UsageError('give the caller: --from <number>');
      const result = await client.post('/call', { ...target(values, rest, true), caller, rings: integer(values.rings, 'rings') });
      return { text: result.ringing ? `${String(result.modem)} is ringing` : `${String(result.modem)} cannot take calls now`, payload: result };
    }
    case 'ussd': {
      if (!values.code) throw new UsageError('give the USSD code: --code <code>');
      const who = target(values, rest, false);
      const text = values.unsupported ? null : (values.modem === undefined ? rest.slice(1) : rest).join(' ');
      if (text === '') throw new UsageError('give the answer text, or --unsupported');
      const result = await client.post('/ussd-answer', { ...who, code: values.code, text });
      return { text: `${String(result.modem)} answers ${values.code} with ${text === null ? '+CUSD: 4' : JSON.stringify(text)}`, payload: result };
    }
    case 'fail': {
      if (!values.command) throw new UsageError('give the command: --command <AT command>');
      const result = await client.post('/fail', {
        ...target(values, rest, false),
        command: values.command,
        cme: integer(values.cme, 'cme'),
        cms: integer(values.cms, 'cms'),
        plain: values.plain || undefined,
        times: integer(values.times, 'times'),
      });
      return { text: `${String(result.modem)} fails the next ${String(result.times)} × ${values.command}`, payload: result };
    }
    case 'hang':
    case 'resume':
    case 'disconnect':
    case 'reconnect': {
      const result = (await client.post(`/${command}`, target(values, rest, false))) as unknown as ModemSummary;
      const state = !result.connected ? 'disconnected' : result.hung ? 'hung' : 'answering';
      return { text: `${result.id}: ${state}`, payload: result };
    }
    default:
      throw new UsageError(`unknown command ${command}`);
  }
}

/** The `npm run modem` CLI; returns the exit code. */
export async function runModemCli(argv: string[], io: CliIo): Promise<number> {
  let parsed: { values: Values; positionals: string[] };
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n\n${MODEM_CLI_USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (values.help || !command || command === 'help') {
    (command || values.help ? io.out : io.err)(MODEM_CLI_USAGE);
    return command || values.help ? 0 : 2;
  }
  const client = new ControlClient(values.url ?? io.env.MODEM_CONTROL_URL ?? DEFAULT_CONTROL_URL);
  try {
    const { text, payload } = await run(client, command, values, rest);
    io.out(`${values.json ? JSON.stringify(payload, null, 2) : text}\n`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${MODEM_CLI_USAGE}`);
      return 2;
    }
    if (error instanceof ControlRequestError) {
      io.err(`${error.status ? `${error.status}: ` : ''}${error.message}\n`);
      return 1;
    }
    throw error;
  }
}
