import { ApiError } from '@simrelay/api-client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type Rule = (value: string) => string | null;

/** A field's problem: the message key, and the server's own text for keys we have no text for. */
interface Problem {
  key: string;
  fallback?: string;
}

/**
 * Client-side checks with the SPEC's message keys, and the server's field errors. Keys are
 * kept and translated on each render, so a language switch re-words errors already shown.
 */
export function useFormErrors<F extends string>(rules: Record<F, Rule>) {
  const { t } = useTranslation();
  const [problems, setProblems] = useState<Record<string, Problem | undefined>>({});

  /** Runs every rule; returns true when the values pass. */
  const check = (values: Record<F, string>): boolean => {
    const found: Record<string, Problem> = {};
    for (const field of Object.keys(rules) as F[]) {
      const key = rules[field](values[field]);
      if (key) found[field] = { key };
    }
    setProblems(found);
    return Object.keys(found).length === 0;
  };

  const fromServer = (error: unknown) =>
    setProblems(
      error instanceof ApiError ? Object.fromEntries(Object.entries(error.fields).map(([field, key]) => [field, { key, fallback: error.message }])) : {},
    );
  const clear = (field: F) => setProblems((p) => ({ ...p, [field]: undefined }));

  const errors: Record<string, string | undefined> = Object.fromEntries(
    Object.entries(problems).map(([field, p]) => [field, p ? t(`common:validation.${p.key}`, { defaultValue: p.fallback ?? p.key }) : undefined]),
  );
  return { errors, check, fromServer, clear };
}
