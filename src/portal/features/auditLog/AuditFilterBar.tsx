import { useState, type FormEvent } from 'react';
import type { AuditActionInfo } from '@/api/auditLog';
import { Button } from '@/components/Button';
import { TextField } from '@/portal/shared/TextField';
import { EMPTY_FILTERS, type AuditFilterForm } from './auditLogRules';

/** Props of {@link AuditFilterBar}. */
export interface AuditFilterBarProps {
  actions: AuditActionInfo[];
  /** Called with the form when applied; answers a message to show when the form is not valid. */
  onApply: (form: AuditFilterForm) => string | null;
}

/** The log's filters: actor, action and a time range, applied together. */
export function AuditFilterBar({ actions, onApply }: AuditFilterBarProps) {
  const [form, setForm] = useState<AuditFilterForm>(EMPTY_FILTERS);
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof AuditFilterForm) => (value: string) => setForm((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(onApply(form));
  };
  const clear = () => {
    setForm(EMPTY_FILTERS);
    setError(onApply(EMPTY_FILTERS));
  };
  return (
    <form className="audit-filters" onSubmit={submit} aria-label="Filter the audit log">
      <TextField id="audit-actor" label="Actor" value={form.actor} onChange={set('actor')} hint="E-mail address (or part of it), user id or key id" />
      <div className="portal-field">
        <label htmlFor="audit-action">Action</label>
        <select id="audit-action" className="audit-select" value={form.action} onChange={(event) => set('action')(event.target.value)}>
          <option value="">All actions</option>
          {actions.map((info) => <option key={info.action} value={info.action}>{info.action}</option>)}
        </select>
      </div>
      <div className="portal-field">
        <label htmlFor="audit-from">From</label>
        <input id="audit-from" className="audit-date" type="datetime-local" value={form.from} onChange={(event) => set('from')(event.target.value)}
          aria-invalid={error ? true : undefined} aria-describedby={error ? 'audit-filter-error' : undefined} />
      </div>
      <div className="portal-field">
        <label htmlFor="audit-to">To</label>
        <input id="audit-to" className="audit-date" type="datetime-local" value={form.to} onChange={(event) => set('to')(event.target.value)}
          aria-invalid={error ? true : undefined} aria-describedby={error ? 'audit-filter-error' : undefined} />
      </div>
      <div className="audit-filters__buttons">
        <Button type="submit">Apply filters</Button>
        <Button variant="ghost" onClick={clear}>Clear</Button>
      </div>
      {error ? <p id="audit-filter-error" className="audit-filters__error" role="alert">{error}</p> : null}
    </form>
  );
}
