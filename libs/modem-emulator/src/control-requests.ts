import type { EmulatedModem } from './emulated-modem';
import type { EmulatedRack } from './emulated-rack';

/** A request the control server refuses: 400 for bad input, 404 for an unknown modem or route. */
export class ControlError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ControlError';
  }
}

export type Body = Record<string, unknown>;

const invalid = (message: string): ControlError => new ControlError(400, message);

export function asBody(value: unknown): Body {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid('the body must be a JSON object');
  return value as Body;
}

export function stringField(body: Body, name: string, o: { optional?: boolean; max?: number; pattern?: RegExp; allowEmpty?: boolean } = {}): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) {
    if (o.optional) return undefined;
    throw invalid(`${name} is required`);
  }
  if (typeof value !== 'string') throw invalid(`${name} must be a string`);
  if (value === '' && !o.allowEmpty) throw invalid(`${name} must not be empty`);
  if (value.length > (o.max ?? 200)) throw invalid(`${name} is longer than ${o.max ?? 200} characters`);
  if (o.pattern && !o.pattern.test(value)) throw invalid(`${name} ${JSON.stringify(value)} is not valid`);
  return value;
}

export function requiredString(body: Body, name: string, o: { max?: number; pattern?: RegExp; allowEmpty?: boolean } = {}): string {
  return stringField(body, name, o) as string;
}

export function intField(body: Body, name: string, min: number, max: number): number | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) throw invalid(`${name} must be an integer ${min}-${max}`);
  return value;
}

export function intListField(body: Body, name: string): number[] | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.length > 50 || !value.every((n) => typeof n === 'number' && Number.isInteger(n))) {
    throw invalid(`${name} must be a list of part numbers`);
  }
  return value as number[];
}

export function oneOf<T extends string>(body: Body, name: string, allowed: readonly T[]): T | undefined {
  const value = stringField(body, name, { optional: true });
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) throw invalid(`${name} must be one of ${allowed.join(', ')}`);
  return value as T;
}

const NUMBER = /^\+?[\d\s\-()]{5,24}$/u;

/** The modem a request names: `modem` (id or path), or `to` (its SIM's number) where allowed. */
export function targetModem(rack: EmulatedRack, body: Body, o: { byNumber: boolean }): EmulatedModem {
  const to = o.byNumber ? stringField(body, 'to', { optional: true, pattern: NUMBER }) : undefined;
  const id = stringField(body, 'modem', { optional: true });
  if (to !== undefined && id !== undefined) throw invalid('give either to or modem, not both');
  if (to === undefined && id === undefined) throw invalid(o.byNumber ? 'give to (a number) or modem (an id)' : 'modem is required');
  if (to !== undefined) {
    const modem = rack.byNumber(to);
    if (!modem) throw new ControlError(404, `no modem has the number ${to}`);
    return modem;
  }
  const modem = rack.find(id as string);
  if (!modem) throw new ControlError(404, `no modem ${id}`);
  return modem;
}
