import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '../../lib/error-text';

type Rule = (value: string) => string | null;

/**
 * Client-side checks with the SPEC's message keys, and the server's field errors, both
 * translated and keyed by field name.
 */
export function useFormErrors<F extends string>(rules: Record<F, Rule>) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  /** Runs every rule; returns true when the values pass. */
  const check = (values: Record<F, string>): boolean => {
    const found: Record<string, string> = {};
    for (const field of Object.keys(rules) as F[]) {
      const key = rules[field](values[field]);
      if (key) found[field] = t(`common:validation.${key}`);
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const fromServer = (error: unknown) => setErrors(fieldErrors(error, t));
  const clear = (field: F) => setErrors((e) => ({ ...e, [field]: undefined }));

  return { errors, check, fromServer, clear };
}
