import type { InputHTMLAttributes, Ref } from 'react';
import './TextField.css';

/** Props of {@link TextField}: a labelled input with an optional hint and error message. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the label and read with the input. */
  hint?: string;
  /** Shown under the input; marks the input invalid. */
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled text input of a portal form; its hint and error are announced with the input. */
export function TextField({ id, label, value, onChange, hint, error, inputRef, ...input }: TextFieldProps) {
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className="portal-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="portal-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <input
        {...input}
        ref={inputRef}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {error ? (
        <p className="portal-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
