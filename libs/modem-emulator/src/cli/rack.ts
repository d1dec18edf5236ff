// A rack of emulated modems for running the system locally: ptys (or TCP), control server, manifest.
import { startDemoRack } from '../demo-rack';
import { parseRackArgs, RACK_CLI_USAGE } from './rack-cli';

async function main(): Promise<void> {
  let options;
  try {
    options = parseRackArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${RACK_CLI_USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (!options) {
    process.stdout.write(RACK_CLI_USAGE);
    return;
  }
  const demo = await startDemoRack(options);
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    demo.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.stdout.write(`${JSON.stringify(demo.manifest)}\n`);
  process.stderr.write(
    [
      `${demo.manifest.modems.length} emulated modems on ${demo.manifest.transport === 'pty' ? 'ptys' : 'TCP ports'}, control at ${demo.manifest.control}`,
      ...demo.manifest.modems.map((m) => `  ${m.id.padEnd(9)} ${m.family.padEnd(8)} ${(m.number ?? '-').padEnd(15)} ${m.path}`),
      `send an SMS: npm run modem -- sms --to ${demo.manifest.modems[0]?.number ?? '<number>'} --from Telegram "Telegram code 12345"`,
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
