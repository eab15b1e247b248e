import { useId, useState } from 'react';
import { countOf } from './checkText';
import { searchCatalog } from './integrationCatalog';
import './IntegrationPicker.css';

/** Props of {@link IntegrationPicker}. */
export interface IntegrationPickerProps {
  /** Id of the picked entry. */
  value: string;
  onChange: (integrationId: string) => void;
}

/**
 * The catalogue as one radio group split by heading, with a search field that narrows it. Native radios keep the
 * keyboard model users know: Tab enters the group, arrow keys move and pick.
 */
export function IntegrationPicker({ value, onChange }: IntegrationPickerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const groups = searchCatalog(text);
  const matches = groups.reduce((sum, group) => sum + group.entries.length, 0);

  return (
    <div className="onboarding-picker">
      <label htmlFor={`${id}-search`}>Search integrations</label>
      <input
        id={`${id}-search`}
        className="onboarding-picker__search"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-controls={`${id}-list`}
        aria-describedby={`${id}-count`}
        autoComplete="off"
      />
      <p id={`${id}-count`} className="onboarding-picker__count" role="status">
        {text.trim() ? `${countOf(matches, 'integration')} match.` : ''}
      </p>
      <div id={`${id}-list`} className="onboarding-picker__list">
        {groups.length === 0 ? (
          <p className="onboarding-picker__empty">
            No integration matches “{text.trim()}”. Any language can send data with the HTTP API: search for “HTTP”.
          </p>
        ) : (
          groups.map((group) => (
            <fieldset key={group.platform} className="onboarding-picker__group">
              <legend>{group.label}</legend>
              <ul className="onboarding-picker__options">
                {group.entries.map((entry) => (
                  <li key={entry.id}>
                    <label className="onboarding-picker__option">
                      <input
                        type="radio"
                        name={`${id}-integration`}
                        value={entry.id}
                        checked={entry.id === value}
                        onChange={() => onChange(entry.id)}
                      />
                      <span>{entry.name}</span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ))
        )}
      </div>
    </div>
  );
}
