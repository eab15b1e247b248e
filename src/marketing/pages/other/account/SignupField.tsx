/** Props of {@link SignupField}. */
export interface SignupFieldProps {
  id: string;
  name: 'name' | 'email' | 'password';
  label: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  value: string;
  error?: string;
  hint?: string;
  onChange: (value: string) => void;
}

/** A labelled input with an optional hint and an error message linked through aria-describedby. */
export function SignupField({ id, name, label, type, autoComplete, value, error, hint, onChange }: SignupFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="op-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? <p id={hintId} className="op-field__hint">{hint}</p> : null}
      {error ? <p id={errorId} className="op-field__error">{error}</p> : null}
    </div>
  );
}
