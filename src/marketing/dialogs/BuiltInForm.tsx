import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { ApiResult } from '@/api/client';
import { selectErrorMessage } from '@/api/errors';
import { Button } from '@/components/Button';
import type { FormDefinition, FormFields } from './formKinds';
import { FormField } from './FormField';
import { validateForm, type FormErrors } from './validateForm';
import './BuiltInForm.css';

const EMPTY: FormFields = { name: '', email: '', company: '', message: '' };
const FIELD_ORDER: Array<keyof FormFields> = ['name', 'email', 'company', 'message'];

type Status = { kind: 'editing' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/**
 * POST /api/forms/{kind}. The API client is fetched with the first submit (pages showing the form do not need
 * it to render); a client that cannot be fetched counts as a failed call.
 */
async function postForm(kind: string, data: Record<string, string>): Promise<ApiResult> {
  try {
    const { apiClient } = await import('@/api/client');
    return await apiClient.post(`/forms/${kind}`, { data, silent: true, disableAutoLogout: true });
  } catch {
    return { path: `/forms/${kind}`, error: { status: 0, message: 'Network request failed' } };
  }
}

/** Props of {@link BuiltInForm}. */
export interface BuiltInFormProps {
  definition: FormDefinition;
  /** Extra values sent along (e.g. the page the form was opened on). */
  context?: Record<string, string>;
}

/**
 * The site's own form, used when no hosted form service is configured: validates on submit, posts
 * {name, email, company, message, ...context} to /api/forms/{kind}, confirms receipt, and on failure shows the
 * server's message while keeping everything the visitor typed.
 */
export function BuiltInForm({ definition, context }: BuiltInFormProps) {
  const [values, setValues] = useState<FormFields>(EMPTY);
  const [errors, setErrors] = useState<FormErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const formRef = useRef<HTMLFormElement>(null);
  const idPrefix = useId();

  const update = (field: keyof FormFields) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateForm(values, definition);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setStatus({ kind: 'sending' });
    const trimmed = Object.fromEntries(FIELD_ORDER.map((field) => [field, values[field].trim()]));
    const result = await postForm(definition.kind, { ...context, ...trimmed });
    if (result.error) {
      const message = selectErrorMessage(result.error) ?? 'We could not send your request. Please try again.';
      setStatus({ kind: 'failed', message });
    } else {
      setStatus({ kind: 'sent' });
    }
  };

  if (status.kind === 'sent') {
    return (
      <div className="built-in-form__confirmation" role="status">
        <p className="built-in-form__confirmation-title">Thanks — we received your request</p>
        <p>We will reply to {values.email.trim()} within one business day.</p>
      </div>
    );
  }

  const fieldProps = (field: keyof FormFields) => ({
    id: `${idPrefix}-${field}`,
    name: field,
    value: values[field],
    error: errors[field],
    onChange: update(field),
  });

  return (
    <form ref={formRef} className="built-in-form" aria-label={definition.title} noValidate onSubmit={submit}>
      <FormField {...fieldProps('name')} label="Full name" autoComplete="name" maxLength={200} required />
      <FormField {...fieldProps('email')} label="Work email" type="email" autoComplete="email" maxLength={254} required />
      <FormField
        {...fieldProps('company')}
        label={definition.companyRequired ? 'Company' : 'Company (optional)'}
        autoComplete="organization"
        maxLength={200}
        required={definition.companyRequired}
      />
      <FormField
        {...fieldProps('message')}
        label={definition.messageLabel}
        multiline
        maxLength={5000}
        required={definition.messageRequired}
      />
      <p className="built-in-form__consent">
        By sending this form you agree that Apiscope may contact you about this request. We handle your details as
        described in our <Link to="/privacy">privacy policy</Link>.
      </p>
      {status.kind === 'failed' ? (
        <p className="built-in-form__error" role="alert">
          {status.message}
        </p>
      ) : null}
      <Button type="submit" disabled={status.kind === 'sending'}>
        {status.kind === 'sending' ? 'Sending…' : definition.submitLabel}
      </Button>
    </form>
  );
}
