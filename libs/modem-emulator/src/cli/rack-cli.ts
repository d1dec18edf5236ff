import { parseArgs } from 'node:util';
import type { DemoRackOptions } from '../demo-rack';

export const RACK_CLI_USAGE = `Starts emulated GSM modems on pseudo-terminals (TCP ports without python3) and their control server.

usage: node -r ./tools/node/register.cjs libs/modem-emulator/src/cli/rack.ts [options]

  --count <n>            modems (default 4), mixed families, UK/DE/FR/NL SIMs
  --manifest <file>      write {control, transport, modems: [{id, path, number, …}]} there (removed on exit)
  --transport <t>        auto (default), pty or tcp
  --tcp-port <port>      first TCP port when serving on TCP (default 7201; 0: any free)
  --control-port <port>  control server port (default 7100; 0: any free)
  --host <host>          address for the control server and TCP ports (default 127.0.0.1)
  --link-dir <dir>       keep <dir>/<modem id> symlinks to the ptys (stable across reconnects)
  --ussd-delay <ms>      network delay of USSD answers (default 1000)

The manifest is also printed to stdout as one JSON line. Stops on SIGINT/SIGTERM.
`;

function port(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\d+$/u.test(value) || n > 65535) throw new Error(`--${name} must be a port number`);
  return n;
}

/** Rack CLI arguments -> startDemoRack options; throws with a message on bad input; null for --help. */
export function parseRackArgs(argv: string[]): DemoRackOptions | null {
  const { values } = parseArgs({
    args: argv,
    options: {
      count: { type: 'string' },
      manifest: { type: 'string' },
      transport: { type: 'string' },
      'tcp-port': { type: 'string' },
      'control-port': { type: 'string' },
      host: { type: 'string' },
      'link-dir': { type: 'string' },
      'ussd-delay': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) return null;
  const count = values.count === undefined ? 4 : Number(values.count);
  if (!Number.isInteger(count) || count < 1 || count > 64) throw new Error('--count must be 1-64');
  const transport = values.transport ?? 'auto';
  if (transport !== 'auto' && transport !== 'pty' && transport !== 'tcp') throw new Error('--transport must be auto, pty or tcp');
  const ussdDelayMs = values['ussd-delay'] === undefined ? undefined : Number(values['ussd-delay']);
  if (ussdDelayMs !== undefined && (!Number.isInteger(ussdDelayMs) || ussdDelayMs < 0)) throw new Error('--ussd-delay must be milliseconds');
  return {
    count,
    transport,
    manifest: values.manifest,
    tcpPort: port(values['tcp-port'], 'tcp-port'),
    controlPort: port(values['control-port'], 'control-port'),
    host: values.host,
    linkDir: values['link-dir'],
    ussdDelayMs,
  };
}
