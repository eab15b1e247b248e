import type { PortalApp } from '@/api/portal';

/** Props of {@link AppLimitPicker}. */
export interface AppLimitPickerProps {
  idPrefix: string;
  apps: PortalApp[];
  /** The key is limited to `selected`. */
  limit: boolean;
  selected: string[];
  error?: string;
  onChange: (limit: boolean, selected: string[]) => void;
}

/** Every app of the organization, or only the apps ticked. */
export function AppLimitPicker({ idPrefix, apps, limit, selected, error, onChange }: AppLimitPickerProps) {
  const errorId = `${idPrefix}-apps-error`;
  const toggle = (appId: string, on: boolean) => onChange(true, on ? [...selected, appId] : selected.filter((entry) => entry !== appId));
  return (
    <fieldset className="keys-apps" aria-describedby={error ? errorId : undefined}>
      <legend>Apps</legend>
      <label className="keys-apps__option">
        <input type="radio" name={`${idPrefix}-apps`} checked={!limit} onChange={() => onChange(false, [])} />
        Every app of the organization
      </label>
      <label className="keys-apps__option">
        <input type="radio" name={`${idPrefix}-apps`} checked={limit} onChange={() => onChange(true, selected)} />
        Only some apps
      </label>
      {limit ? (
        <ul className="keys-apps__list">
          {apps.map((app) => (
            <li key={app.id}>
              <label className="keys-apps__option">
                <input type="checkbox" checked={selected.includes(app.id)} onChange={(event) => toggle(app.id, event.target.checked)} />
                {app.name}
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? <p className="portal-field__error" id={errorId}>{error}</p> : null}
    </fieldset>
  );
}
