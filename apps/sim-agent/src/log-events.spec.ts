import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LogEvent } from './log-events';

describe('log lines', () => {
  const readme = readFileSync(join(__dirname, '..', 'README.md'), 'utf8');
  const documented = new Set([...readme.matchAll(/^\|[^|\n]*\|([^|\n]*)\|/gm)].flatMap(([, cell]) => [...cell.matchAll(/`([^`]+)`/g)].map(([, text]) => text)));

  it.each(Object.entries(LogEvent))('%s is explained in the README', (_name, text) => {
    expect(documented).toContain(text);
  });

  it('are all different', () => {
    expect(new Set(Object.values(LogEvent)).size).toBe(Object.values(LogEvent).length);
  });
});
