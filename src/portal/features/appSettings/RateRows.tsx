import { useId } from 'react';
import { Button } from '@/components/Button';
import type { RateRow, RateRowErrors } from './appSettingsRules';

/** Props of {@link RateRows}. */
export interface RateRowsProps {
  /** Legend of the list, e.g. "Per-user rates". */
  legend: string;
  hint: string;
  /** Label of the key input, e.g. "User id" or "Route (regular expression)". */
  keyLabel: string;
  keyPlaceholder: string;
  rows: RateRow[];
  /** Errors by row, shown once the user tried to save. */
  errors: RateRowErrors[] | null;
  onChange: (rows: RateRow[]) => void;
  disabled: boolean;
}

/** An editable list of key → rate rows (users, companies or routes), with Add and Remove. */
export function RateRows({ legend, hint, keyLabel, keyPlaceholder, rows, errors, onChange, disabled }: RateRowsProps) {
  const id = useId();
  const set = (index: number, change: Partial<RateRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <fieldset className="rate-rows" aria-describedby={`${id}-hint`}>
      <legend>{legend}</legend>
      <p className="settings-field__hint" id={`${id}-hint`}>{hint}</p>
      {rows.map((row, index) => {
        const rowErrors = errors?.[index];
        const keyId = `${id}-${index}-key`;
        const rateId = `${id}-${index}-rate`;
        return (
          <div className="rate-row" key={index}>
            <div className="settings-field">
              <label htmlFor={keyId}>{`${keyLabel} ${index + 1}`}</label>
              <input id={keyId} className="settings-input" value={row.key} placeholder={keyPlaceholder} disabled={disabled} autoComplete="off" spellCheck={false}
                onChange={(event) => set(index, { key: event.target.value })}
                aria-invalid={rowErrors?.key ? true : undefined} aria-describedby={rowErrors?.key ? `${keyId}-error` : undefined} />
              {rowErrors?.key ? <p className="settings-field__error" id={`${keyId}-error`}>{rowErrors.key}</p> : null}
            </div>
            <div className="settings-field">
              <label htmlFor={rateId}>
                Rate<span className="visually-hidden">{` of ${keyLabel.split(' ')[0].toLowerCase()} ${index + 1}`}</span> (%)
              </label>
              <input id={rateId} className="settings-input" value={row.rate} inputMode="numeric" disabled={disabled} autoComplete="off"
                onChange={(event) => set(index, { rate: event.target.value })}
                aria-invalid={rowErrors?.rate ? true : undefined} aria-describedby={rowErrors?.rate ? `${rateId}-error` : undefined} />
              {rowErrors?.rate ? <p className="settings-field__error" id={`${rateId}-error`}>{rowErrors.rate}</p> : null}
            </div>
            {disabled ? null : (
              <Button variant="ghost" className="rate-row__remove" aria-label={`Remove ${keyLabel.toLowerCase()} ${index + 1}`}
                onClick={() => onChange(rows.filter((_, i) => i !== index))}>Remove</Button>
            )}
          </div>
        );
      })}
      {disabled ? null : (
        <div><Button variant="secondary" onClick={() => onChange([...rows, { key: '', rate: '' }])}>{`Add ${keyLabel.split(' ')[0].toLowerCase()}`}</Button></div>
      )}
    </fieldset>
  );
}
