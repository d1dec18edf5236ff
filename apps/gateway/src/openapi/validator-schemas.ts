import { getMetadataStorage } from 'class-validator';
import type { SchemaObject } from '@nestjs/swagger';

type Constructor = new (...args: never[]) => object;

export interface PropertySchema {
  name: string;
  required: boolean;
  schema: SchemaObject;
}

/** What each class-validator rule says about a property, as JSON Schema. */
const RULES: Record<string, (schema: SchemaObject, constraints: unknown[]) => void> = {
  isString: (s) => (s.type = 'string'),
  matches: (s, [pattern]) => (s.pattern = (pattern as RegExp).source),
  isIn: (s, [values]) => {
    s.enum = [...(values as unknown[])];
    s.type ??= typeof (values as unknown[])[0] === 'number' ? 'number' : 'string';
  },
  isInt: (s) => (s.type = 'integer'),
  isNumber: (s) => (s.type ??= 'number'),
  isBoolean: (s) => (s.type = 'boolean'),
  isUUID: (s) => Object.assign(s, { type: 'string', format: 'uuid' }),
  isISO8601: (s) => Object.assign(s, { type: 'string', format: 'date-time' }),
  isEmail: (s) => Object.assign(s, { type: 'string', format: 'email' }),
  isUrl: (s) => Object.assign(s, { type: 'string', format: 'uri' }),
  min: (s, [min]) => (s.minimum = min as number),
  max: (s, [max]) => (s.maximum = max as number),
  minLength: (s, [min]) => (s.minLength = min as number),
  maxLength: (s, [max]) => (s.maxLength = max as number),
  isArray: (s) => (s.type = 'array'),
};

/**
 * A DTO's properties as its class-validator rules describe them: the one statement of what a
 * request may carry is the validation the gateway runs, so the document cannot drift from it.
 */
export function propertiesOf(dto: Constructor): PropertySchema[] {
  const byName = new Map<string, PropertySchema>();
  for (const rule of getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false)) {
    const property = byName.get(rule.propertyName) ?? { name: rule.propertyName, required: true, schema: {} };
    byName.set(rule.propertyName, property);
    if (rule.name === 'isOptional') property.required = false;
    else RULES[rule.name ?? '']?.(property.schema, rule.constraints ?? []);
  }
  return [...byName.values()];
}

/** The DTO as one object schema (a JSON body). */
export function schemaOf(dto: Constructor): SchemaObject {
  const properties = propertiesOf(dto);
  return {
    type: 'object',
    properties: Object.fromEntries(properties.map((p) => [p.name, p.schema])),
    required: properties.filter((p) => p.required).map((p) => p.name),
  };
}
