import { readdir } from 'node:fs/promises';
import { posix } from 'node:path';
import { SerialBinding } from './serial-binding';

/** Where candidate serial ports come from: the device directory, or a binding's list(). */
export interface PortSource {
  /** Every path that exists now (unfiltered; the scanner matches them against SERIAL_PORTS). */
  list(patterns: string[]): Promise<string[]>;
}

const GLOB_CHARS = /[*?[]/;

export const isGlob = (pattern: string): boolean => GLOB_CHARS.test(pattern);

/** `*`, `?` and `[...]` within one path segment, as a shell matches device names. */
export function globToRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else if (char === '[') {
      const end = pattern.indexOf(']', i + 2);
      if (end < 0) {
        source += '\\[';
        continue;
      }
      let set = pattern.slice(i + 1, end);
      if (set.startsWith('!')) set = `^${set.slice(1)}`;
      source += `[${set.replace(/\\/g, '\\\\')}]`;
      i = end;
    } else source += char.replace(/[.+^${}()|\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/** The configured paths and globs that `path` matches. */
export function matchesAny(path: string, patterns: string[]): boolean {
  return patterns.some((pattern) => (isGlob(pattern) ? globToRegExp(pattern).test(path) : pattern === path));
}

/** Sorted, distinct paths from `candidates` that SERIAL_PORTS selects. */
export function selectPorts(candidates: string[], patterns: string[]): string[] {
  return [...new Set(candidates.filter((path) => matchesAny(path, patterns)))].sort(naturalOrder);
}

/** ttyUSB2 before ttyUSB10. */
export function naturalOrder(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

/**
 * Lists the directories the patterns name (e.g. `/dev` for `/dev/ttyUSB*`, `/dev/serial/by-id`
 * for stable names). Needs no udev: SerialPort.list() shells out to udevadm.
 */
export class DirectoryPortSource implements PortSource {
  async list(patterns: string[]): Promise<string[]> {
    const dirs = new Set(patterns.map((pattern) => posix.dirname(pattern)));
    const found: string[] = [];
    for (const dir of dirs) {
      if (isGlob(dir)) continue; // globs only in the last segment
      try {
        for (const name of await readdir(dir)) found.push(posix.join(dir, name));
      } catch {
        // a directory that does not exist (yet) holds no ports
      }
    }
    return found;
  }
}

/** A binding's own list(): the emulator's rack in tests, any binding that knows its ports. */
export class BindingPortSource implements PortSource {
  constructor(private readonly binding: Pick<SerialBinding, 'list'>) {}

  async list(): Promise<string[]> {
    return (await this.binding.list()).map((port) => port.path);
  }
}
