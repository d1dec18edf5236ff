import { GsmError } from '../gsm-error';

export interface AtField {
  value: string;
  quoted: boolean;
}

/**
 * The comma-separated fields of a response such as `1,"SM",,"0A1B"`. Commas inside quotes belong
 * to the value; an unterminated quote takes the rest of the line (some modems cut long texts).
 */
export function splitAtFields(body: string): AtField[] {
  const fields: AtField[] = [];
  let i = 0;
  for (;;) {
    while (body[i] === ' ') i++;
    if (body[i] === '"') {
      const close = body.indexOf('"', i + 1);
      const end = close === -1 ? body.length : close;
      fields.push({ value: body.slice(i + 1, end), quoted: true });
      i = close === -1 ? body.length : close + 1;
      while (i < body.length && body[i] !== ',') i++;
    } else {
      const comma = body.indexOf(',', i);
      const end = comma === -1 ? body.length : comma;
      fields.push({ value: body.slice(i, end).trim(), quoted: false });
      i = end;
    }
    if (i >= body.length) return fields;
    i++; // the comma
  }
}

/** What follows `+CMD:` when the line starts with it (case-insensitive), else null. */
export function responseBody(line: string, prefix: string): string | null {
  const text = line.trim();
  if (text.length < prefix.length || text.slice(0, prefix.length).toUpperCase() !== prefix.toUpperCase()) return null;
  return text.slice(prefix.length).trim();
}

/** A non-negative integer field; GsmError naming the field otherwise. */
export function intField(field: AtField | undefined, what: string, line: string): number {
  const value = field?.value.trim() ?? '';
  if (!/^\d{1,9}$/u.test(value)) throw new GsmError('AT_MALFORMED', `${what} is not a number in '${line}'`);
  return Number(value);
}

/** An optional integer field: absent or empty gives undefined. */
export function optionalIntField(field: AtField | undefined, what: string, line: string): number | undefined {
  if (field === undefined || field.value.trim() === '') return undefined;
  return intField(field, what, line);
}
