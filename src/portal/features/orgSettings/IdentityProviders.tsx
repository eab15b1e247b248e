import { useId, useState } from 'react';
import { Button } from '@/components/Button';
import { providerIdError, providerLabel } from './orgSettingsRules';

/** Props of {@link IdentityProviders}. */
export interface IdentityProvidersProps {
  /** Every provider shown (checked or not). */
  known: string[];
  allowed: string[];
  onChange: (allowed: string[], known: string[]) => void;
  error: string | null;
  disabled: boolean;
}

/** The identity providers members may sign in with: a checkbox each, and a field to add a provider id. */
export function IdentityProviders({ known, allowed, onChange, error, disabled }: IdentityProvidersProps) {
  const id = useId();
  const [adding, setAdding] = useState('');
  const [addError, setAddError] = useState<string | null>(null);

  const toggle = (provider: string, on: boolean) =>
    onChange(on ? [...allowed, provider] : allowed.filter((entry) => entry !== provider), known);
  const add = () => {
    const problem = providerIdError(adding, known);
    setAddError(problem);
    if (problem) return;
    const provider = adding.trim().toLowerCase();
    onChange([...allowed, provider], [...known, provider]);
    setAdding('');
  };

  return (
    <fieldset className="settings-choices" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend>Allowed identity providers</legend>
      <p className="settings-field__hint" id={`${id}-hint`}>
        Members may sign in only with the providers checked. Single sign-on providers are named by the id they are configured with.
      </p>
      {known.map((provider) => (
        <label className="settings-check" key={provider}>
          <input type="checkbox" checked={allowed.includes(provider)} disabled={disabled} onChange={(event) => toggle(provider, event.target.checked)} />
          <span>{providerLabel(provider)}</span>
        </label>
      ))}
      {error ? <p className="settings-field__error" id={`${id}-error`}>{error}</p> : null}
      {disabled ? null : (
        <div className="settings-add">
          <div className="settings-field">
            <label htmlFor={`${id}-add`}>Provider id</label>
            <input id={`${id}-add`} className="settings-input" value={adding} placeholder="okta" autoComplete="off" spellCheck={false}
              onChange={(event) => setAdding(event.target.value)}
              onKeyDown={(event) => { if (event.key === 'Enter') { event.preventDefault(); add(); } }}
              aria-invalid={addError ? true : undefined} aria-describedby={addError ? `${id}-add-error` : undefined} />
            {addError ? <p className="settings-field__error" id={`${id}-add-error`}>{addError}</p> : null}
          </div>
          <Button variant="secondary" onClick={add}>Add provider</Button>
        </div>
      )}
    </fieldset>
  );
}
