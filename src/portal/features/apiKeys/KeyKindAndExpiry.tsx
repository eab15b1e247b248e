import type { ApiKeyKind } from '@/api/apiKeys';
import type { PortalApp } from '@/api/portal';
import { defaultExpiry, expiryChoices, isCollectorKind, KEY_KINDS, type ExpiryChoice, type KeyForm, type KeyFormErrors } from './apiKeysRules';

/** Props of {@link KeyKindAndExpiry}. */
export interface KeyKindAndExpiryProps {
  idPrefix: string;
  /** Kinds the caller may create. */
  kinds: ApiKeyKind[];
  form: KeyForm;
  apps: PortalApp[];
  errors: KeyFormErrors;
  onChange: (changes: Partial<KeyForm>) => void;
}

/** The kind (radio group), the key's app, and its expiry (presets, a date, or never for collector keys). */
export function KeyKindAndExpiry({ idPrefix, kinds, form, apps, errors, onChange }: KeyKindAndExpiryProps) {
  const offered = KEY_KINDS.filter((entry) => kinds.includes(entry.kind));
  const dateId = `${idPrefix}-expiry-date`;
  return (
    <>
      <fieldset className="keys-kinds">
        <legend>Kind</legend>
        {offered.map((entry) => (
          <div key={entry.kind} className="keys-kinds__option">
            <input type="radio" id={`${idPrefix}-kind-${entry.kind}`} name={`${idPrefix}-kind`} value={entry.kind} checked={form.kind === entry.kind}
              aria-describedby={`${idPrefix}-kind-${entry.kind}-about`} onChange={() => onChange({ kind: entry.kind, expiry: defaultExpiry(entry.kind) })} />
            <span>
              <label className="keys-kinds__label" htmlFor={`${idPrefix}-kind-${entry.kind}`}>{entry.label}</label>
              <span className="keys-kinds__description" id={`${idPrefix}-kind-${entry.kind}-about`}>{entry.description}</span>
            </span>
          </div>
        ))}
      </fieldset>
      <div className="keys-form__row">
        <div className="portal-field">
          <label htmlFor={`${idPrefix}-app`}>{isCollectorKind(form.kind) ? 'App it sends data to' : 'Default app'}</label>
          <select id={`${idPrefix}-app`} className="keys-select" value={form.appId} onChange={(event) => onChange({ appId: event.target.value })}>
            {apps.map((app) => <option key={app.id} value={app.id}>{app.name}</option>)}
          </select>
        </div>
        <div className="portal-field">
          <label htmlFor={`${idPrefix}-expiry`}>Expires</label>
          <select id={`${idPrefix}-expiry`} className="keys-select" value={form.expiry}
            onChange={(event) => onChange({ expiry: event.target.value as ExpiryChoice })}>
            {expiryChoices(form.kind).map((choice) => <option key={choice.value} value={choice.value}>{choice.label}</option>)}
          </select>
        </div>
        {form.expiry === 'custom' ? (
          <div className="portal-field">
            <label htmlFor={dateId}>Expiry date</label>
            <input id={dateId} type="date" className="keys-date" value={form.expiryDate} onChange={(event) => onChange({ expiryDate: event.target.value })}
              aria-invalid={errors.expiryDate ? true : undefined} aria-describedby={errors.expiryDate ? `${dateId}-error` : undefined} />
            {errors.expiryDate ? <p className="portal-field__error" id={`${dateId}-error`}>{errors.expiryDate}</p> : null}
          </div>
        ) : null}
      </div>
    </>
  );
}
