export interface TextFieldOptions {
  placeholder?: string;
  type?: string;
  /** Sized to its content rather than growing to fill the row. */
  short?: boolean;
  hint?: string;
}

/** A labelled text input of the admin forms; a password field never offers a saved one. */
export function TextField({ label, value, onChange, testId, placeholder, type, short, hint }: TextFieldOptions & { label: string; value: string; onChange: (value: string) => void; testId: string }) {
  return (
    <label className={`field ${short ? 'field--inline' : 'field--grow'}`}>
      <span>{label}</span>
      <input
        type={type ?? 'text'}
        value={value}
        placeholder={placeholder}
        autoComplete={type === 'password' ? 'new-password' : 'off'}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      />
      {hint && <small className="muted">{hint}</small>}
    </label>
  );
}
