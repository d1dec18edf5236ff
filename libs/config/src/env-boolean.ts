import { Transform } from 'class-transformer';
import { IsBoolean } from 'class-validator';

/** `true/false`, `1/0`, `yes/no`; implicit conversion would read "false" as true. */
export function EnvBoolean(): PropertyDecorator {
  // Read the raw variable: implicit conversion has already turned it into a boolean.
  const transform = Transform(({ obj, key }) => {
    const value = (obj as Record<string, unknown>)[key];
    if (typeof value === 'boolean') return value;
    const text = String(value).trim().toLowerCase();
    if (['true', '1', 'yes', 'on'].includes(text)) return true;
    if (['false', '0', 'no', 'off'].includes(text)) return false;
    return value;
  });
  const check = IsBoolean({ message: ({ property }) => `${property} must be true or false` });
  return (target, key) => {
    transform(target, key);
    check(target, key);
  };
}
