import pino, { Logger } from 'pino';

export interface LogRecord {
  level: number;
  msg: string;
  port?: string;
  key?: string;
  [field: string]: unknown;
}

/** A debug-level logger that appends every line to `records` (and prints it when AGENT_TEST_LOGS is set). */
export function recordingLogger(records: LogRecord[]): Logger {
  return pino(
    { level: 'debug', base: { service: 'sim-agent' } },
    {
      write: (line: string) => {
        records.push(JSON.parse(line) as LogRecord);
        if (process.env['AGENT_TEST_LOGS']) process.stdout.write(line);
      },
    },
  );
}
