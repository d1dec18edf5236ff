import { useState } from 'react';
import { Rule, useFormErrors } from './use-form-errors';

/**
 * A form's text fields with their checks: the values, and the errors of useFormErrors. Typing
 * in a field (`change`) takes its error away; `check` runs the rules over the current values.
 */
export function useFormFields<F extends string>(rules: Record<F, Rule>, initial: Partial<Record<F, string>> = {}) {
  const { errors, check, fromServer, clear } = useFormErrors(rules);
  const [values, setValues] = useState(() => Object.fromEntries((Object.keys(rules) as F[]).map((field) => [field, initial[field] ?? ''])) as Record<F, string>);

  /** Sets a value without touching its error (an answer from the server, say). */
  const set = (field: F, value: string) => setValues((current) => ({ ...current, [field]: value }));
  /** What the user typed: the new value, and the field's error gone. */
  const change = (field: F, value: string) => {
    set(field, value);
    clear(field);
  };

  return {
    values,
    errors,
    set,
    change,
    /** Runs every rule over the current values (with `extra` for values kept outside the form); true when they pass. */
    check: (extra: Partial<Record<F, string>> = {}) => check({ ...values, ...extra }),
    fromServer,
    clear,
  };
}
