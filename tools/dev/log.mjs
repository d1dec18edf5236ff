// Console output: coloured prefixes for the launcher and for each child process.
import readline from 'node:readline';

const colourOn = process.env.FORCE_COLOR ? process.env.FORCE_COLOR !== '0' : process.stdout.isTTY && !process.env.NO_COLOR;
const codes = { bold: 1, dim: 2, red: 31, green: 32, yellow: 33, blue: 34, magenta: 35, cyan: 36, grey: 90 };

export const paint = (colour, text) => (colourOn ? `\x1b[${codes[colour]}m${text}\x1b[0m` : String(text));

const palette = ['cyan', 'magenta', 'blue', 'green', 'yellow'];
const assigned = new Map();
/** `[name]` in a colour of its own, stable for the life of the launcher. */
export function tag(name) {
  if (!assigned.has(name)) assigned.set(name, palette[assigned.size % palette.length]);
  return paint(assigned.get(name), `[${name}]`);
}

const me = () => paint('bold', '[dev]');
export const say = (message) => console.log(`${me()} ${message}`);
export const warn = (message) => console.warn(`${me()} ${paint('yellow', message)}`);
export const shout = (message) => console.error(`${me()} ${paint('red', message)}`);

/** Copies a stream to `out` line by line, each line prefixed (partial last lines included). */
export function pipeLines(stream, out, prefix) {
  readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => out.write(`${prefix} ${line}\n`));
}

/** Error to stop the launcher with: shown without a stack trace. */
export class LauncherError extends Error {}
