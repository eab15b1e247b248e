import './QueryControls.css';
import { useState } from 'react';
import { useAppSelector } from '@/app/store/hooks';
import { Button } from '@/components/Button';
import { selectEventSchemaFields } from '@/portal/core/searchSchemaSlice';
import { operatorsFor, type FilterGroup, type Operator } from '@/portal/shared/queryModel';
import { FieldPicker } from './FieldPicker';
import { buildCondition, describeCondition, fieldOptions, OPERATOR_LABELS, type FieldOption } from './filterRules';

/** Props of {@link FilterBar}. */
export interface FilterBarProps {
  orgId: string;
  appId: string;
  filters: FilterGroup;
  onChange: (filters: FilterGroup) => void;
}

/** The conditions of the view (all must match) with a form to add one: field, operator, value. */
export function FilterBar({ orgId, appId, filters, onChange }: FilterBarProps) {
  const schemaFields = useAppSelector((state) => selectEventSchemaFields(state, orgId, appId));
  const [field, setField] = useState<FieldOption | null>(null);
  const [operator, setOperator] = useState<Operator>('is');
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);

  const operators = field ? operatorsFor(field.type) : [];
  const needsValue = operator !== 'exists' && operator !== 'not_exists';
  const choose = (next: FieldOption) => {
    setField(next);
    setOperator(operatorsFor(next.type)[0]);
    setInvalid(false);
  };
  const add = () => {
    if (!field) return;
    const condition = buildCondition(field, operator, value);
    if (!condition) {
      setInvalid(true);
      return;
    }
    onChange({ op: 'and', items: [...filters.items, condition] });
    setField(null);
    setValue('');
    setInvalid(false);
  };
  const remove = (index: number) => onChange({ ...filters, items: filters.items.filter((_, i) => i !== index) });

  return (
    <div className="query-filters">
      <h2 className="visually-hidden">Filters</h2>
      {filters.items.length > 0 ? (
        <ul className="query-filters__list" aria-label="Filters, all must match">
          {filters.items.map((item, index) => {
            const text = 'field' in item ? describeCondition(item) : 'Group of conditions';
            return (
              <li key={`${index}-${text}`} className="query-filters__chip">
                {index > 0 ? <span className="query-filters__and">AND</span> : null}
                <span>{text}</span>
                <Button variant="secondary" aria-label={`Remove filter ${text}`} onClick={() => remove(index)}>
                  ×
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="query-filters__form" role="group" aria-label="Add a filter">
        <FieldPicker options={fieldOptions(schemaFields)} value={field?.name ?? null} onChange={choose} />
        <label className="query-filters__control">
          <span>Operator</span>
          <select value={operator} disabled={!field} onChange={(event) => setOperator(event.target.value as Operator)}>
            {operators.map((op) => (
              <option key={op} value={op}>
                {OPERATOR_LABELS[op]}
              </option>
            ))}
          </select>
        </label>
        {needsValue ? (
          <label className="query-filters__control">
            <span>Value</span>
            <input
              value={value}
              disabled={!field}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? 'event-filter-error' : undefined}
              placeholder={operator === 'one_of' || operator === 'between' ? 'a, b' : undefined}
              onChange={(event) => setValue(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') add();
              }}
            />
          </label>
        ) : null}
        <Button variant="secondary" disabled={!field} onClick={add}>
          Add filter
        </Button>
        {invalid ? (
          <p id="event-filter-error" className="query-filters__error" role="alert">
            {field?.type === 'number' ? 'Enter a number (lists separated by commas).' : 'Enter a value.'}
          </p>
        ) : null}
      </div>
    </div>
  );
}
