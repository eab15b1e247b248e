import './BuiltInForm.css';

/** Props of {@link FormField}: one labelled input or textarea with its validation message. */
export interface FormFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  type?: 'text' | 'email';
  autoComplete?: string;
  multiline?: boolean;
  /** Longest accepted value, matching the server's limit. */
  maxLength?: number;
}

/** A labelled field; when invalid it is marked aria-invalid and described by its message. */
export function FormField({ id, name, label, value, onChange, error, required, type = 'text', autoComplete, multiline, maxLength }: FormFieldProps) {
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    value,
    required,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: 'built-in-form__input',
  };
  return (
    <div className="built-in-form__field">
      <label className="built-in-form__label" htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {multiline ? (
        <textarea {...shared} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} type={type} autoComplete={autoComplete} onChange={(event) => onChange(event.target.value)} />
      )}
      {error ? (
        <p id={errorId} className="built-in-form__field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
