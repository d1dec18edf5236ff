import { InputHTMLAttributes, ReactNode, useId } from 'react';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Already translated message shown under the field. */
  error?: string;
  hint?: ReactNode;
  /** Replaces the plain input (the password field adds its toggle). */
  trailing?: ReactNode;
}

/** A labelled input with its error next to it, linked for screen readers. */
export function TextField({ label, error, hint, trailing, id, className, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = [error ? `${inputId}-error` : '', hint ? `${inputId}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      <div className="field__control">
        <input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
        {trailing}
      </div>
      {hint && (
        <div id={`${inputId}-hint`} className="field__hint">
          {hint}
        </div>
      )}
      {error && (
        <div id={`${inputId}-error`} className="field__error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
