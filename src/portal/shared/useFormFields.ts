import { useId, useRef, useState } from 'react';
import type { ApiError } from '@/api/errors';
import { toPlainError } from '@/app/store/loadable';

/** The errors of a form's fields, by field; a field without an entry is valid. */
export type FieldErrors<V> = Partial<Record<keyof V, string>>;

/** The props a `TextField` of the form takes from {@link useFormFields}. */
export interface FormFieldProps {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/**
 * The text fields of a portal form checked before sending, and the sending. `field(name)` gives a `TextField` its
 * id, name, value, change handler and error (a change clears the field's error). `submit(found, send)` clears the
 * last failure and shows the errors of a check; when there are any it moves focus to the first invalid field in
 * `order` and sends nothing, otherwise it runs `send` with `sending` set and keeps the message of a failed call in
 * `failure`. It answers the call's result when the call succeeded, else null.
 */
export function useFormFields<V extends { [K in keyof V]: string }>(initial: V, order: ReadonlyArray<keyof V & string>) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const field = (name: keyof V & string): FormFieldProps => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
    error: errors[name],
  });

  const submit = async <R extends { error?: ApiError }>(found: FieldErrors<V>, send: () => Promise<R>): Promise<R | null> => {
    setFailure(null);
    setErrors(found);
    const firstInvalid = order.find((name) => found[name]);
    if (firstInvalid) {
      const input = formRef.current?.elements.namedItem(firstInvalid);
      if (input instanceof HTMLInputElement) input.focus();
      return null;
    }
    setSending(true);
    const result = await send();
    setSending(false);
    if (!result.error) return result;
    setFailure(toPlainError(result.error).message);
    return null;
  };

  return { formRef, values, setValues, field, submit, failure, sending };
}
