import { resourceLabel, SCOPE_VERBS, type ScopeRow } from './apiKeysRules';

/** Props of {@link ScopePicker}. */
export interface ScopePickerProps {
  /** Resources with the scopes the caller may grant (others are not offered). */
  rows: ScopeRow[];
  selected: string[];
  onChange: (scopes: string[]) => void;
  /** Shown under the grid; marks the group invalid. */
  error?: string;
  errorId: string;
}

/** A grid of checkboxes, resources × read / create / update / delete, offering only scopes the caller holds. */
export function ScopePicker({ rows, selected, onChange, error, errorId }: ScopePickerProps) {
  const chosen = new Set(selected);
  const toggle = (scope: string, on: boolean) => onChange(on ? [...selected, scope] : selected.filter((entry) => entry !== scope));
  const allRead = rows.flatMap((row) => row.cells.filter((cell) => cell.verb === 'read' && cell.scope).map((cell) => cell.scope as string));
  return (
    <fieldset className="keys-scopes" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <legend>Scopes</legend>
      <div className="keys-scopes__shortcuts">
        <button type="button" className="keys-link-button" onClick={() => onChange([...new Set([...selected, ...allRead])])}>Select every read scope</button>
        <button type="button" className="keys-link-button" onClick={() => onChange([])}>Clear</button>
      </div>
      <div className="keys-scopes__scroll">
        <table className="keys-scopes__grid">
          <thead>
            <tr>
              <th scope="col">Resource</th>
              {SCOPE_VERBS.map((verb) => <th scope="col" key={verb}>{verb}</th>)}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.resource}>
                <th scope="row">{resourceLabel(row.resource)}</th>
                {row.cells.map((cell) => (
                  <td key={cell.verb}>
                    {cell.scope ? (
                      <input type="checkbox" checked={chosen.has(cell.scope)} onChange={(event) => toggle(cell.scope as string, event.target.checked)}
                        aria-label={cell.scope} />
                    ) : (
                      <span className="keys-scopes__none" title="You do not hold this scope">—<span className="visually-hidden">not available to you</span></span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {error ? <p className="portal-field__error" id={errorId}>{error}</p> : null}
    </fieldset>
  );
}
