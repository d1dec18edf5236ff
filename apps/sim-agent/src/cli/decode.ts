import { DecodedPdu, decodePdu, GsmError } from '@simrelay/gsm';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

const USAGE = `usage: npm run sms:decode -- <pdu-hex>
       npx nx run sim-agent:decode -- <pdu-hex>

Decodes an SMS PDU as a modem prints it in PDU mode (SMSC part first, 00 when there is none)
and prints it as one JSON object. Exit code 1 when the PDU is malformed.
`;

/** What a person checking a received PDU wants to see; status reports and submits show all their fields. */
function view(decoded: DecodedPdu): object {
  if (decoded.type !== 'deliver') return decoded;
  const { smsc, sender, senderType, timestamp, dcs, text, concat } = decoded;
  return { smsc, sender, senderType, timestamp, dcs, text, concat };
}

/** The CLI without its process: arguments in, exit code and output out. */
export function runDecode(argv: string[]): CliResult {
  // npm and nx may hand the '--' separator on; a PDU pasted with spaces or line breaks comes in pieces.
  const args = argv.filter((arg) => arg !== '--');
  if (args.length === 0) return { code: 2, stdout: '', stderr: USAGE };
  if (args[0] === '-h' || args[0] === '--help') return { code: 0, stdout: USAGE, stderr: '' };
  try {
    const decoded = decodePdu(args.join(''));
    return { code: 0, stdout: `${JSON.stringify(view(decoded), null, 2)}\n`, stderr: '' };
  } catch (error) {
    if (error instanceof GsmError) return { code: 1, stdout: '', stderr: `${error.message}\n` };
    throw error;
  }
}

if (require.main === module) {
  const result = runDecode(process.argv.slice(2));
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exitCode = result.code;
}
