import './QueryControls.css';
import { useState } from 'react';
import { useAppSelector } from '@/app/store/hooks';
import { Button } from '@/components/Button';
import { selectEventSchemaFields } from '@/portal/core/searchSchemaSlice';
import { operatorsFor, type FilterGroup, type Operator } from '@/portal/shared/queryModel';
import { FieldPicker } from './FieldPicker';
import { addCondition, buildCondition, describeFilter, fieldOptions, filterItems, isAnyOf, OPERATOR_LABELS, removeFilter, type FieldOption } from './filterRules';

/** Props of {@link FilterBar}. */
export interface FilterBarProps {
  orgId: string;
  appId: string;
  filters: FilterGroup;
  onChange: (filters: FilterGroup) => void;
}

/**
 * The filters of the view (all must match), each a condition or a group of alternatives (any may match), with a form
 * to add a condition: field, operator, value, and whether it is one more filter or an alternative of one.
 */
export function FilterBar({ orgId, appId, filters, onChange }: FilterBarProps) {
  const schemaFields = useAppSelector((state) => selectEventSchemaFields(state, orgId, appId));
  const [field, setField] = useState<FieldOption | null>(null);
  const [operator, setOperator] = useState<Operator>('is');
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  /** The index of the filter the next condition is an alternative of; null for one more filter. */
  const [orWith, setOrWith] = useState<number | null>(null);
  const items = filterItems(filters);
  const alternativeOf = orWith !== null && orWith < items.length ? orWith : null;

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
    onChange(addCondition(filters, condition, alternativeOf));
    setField(null);
    setOrWith(null);
    setValue('');
    setInvalid(false);
  };
  const remove = (index: number, alternative: number | null = null) => onChange(removeFilter(filters, index, alternative));
  const removeButton = (text: string, onClick: () => void) => (
    <Button variant="secondary" aria-label={`Remove filter ${text}`} onClick={onClick}>
      ×
    </Button>
  );

  return (
    <div className="query-filters">
      <h2 className="visually-hidden">Filters</h2>
      {items.length > 0 ? (
        <ul className="query-filters__list" aria-label="Filters, all must match">
          {items.map((item, index) => {
            const text = describeFilter(item);
            return (
              <li key={`${index}-${text}`} className="query-filters__chip">
                {index > 0 ? <span className="query-filters__and">AND</span> : null}
                {isAnyOf(item) ? (
                  <span className="query-filters__any" role="group" aria-label={`Any of ${text}`}>
                    {item.items.map((alternative, position) => {
                      const part = describeFilter(alternative);
                      return (
                        <span key={`${position}-${part}`} className="query-filters__alternative">
                          {position > 0 ? <span className="query-filters__and">OR</span> : null}
                          <span>{part}</span>
                          {removeButton(part, () => remove(index, position))}
                        </span>
                      );
                    })}
                  </span>
                ) : (
                  <>
                    <span>{text}</span>
                    {removeButton(text, () => remove(index))}
                  </>
                )}
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
        {items.length > 0 ? (
          <label className="query-filters__control">
            <span>Add as</span>
            <select
              className="query-filters__combine"
              value={alternativeOf === null ? 'and' : String(alternativeOf)}
              onChange={(event) => setOrWith(event.target.value === 'and' ? null : Number(event.target.value))}
            >
              <option value="and">AND: one more filter</option>
              {items.map((item, index) => {
                const text = describeFilter(item);
                return (
                  <option key={`${index}-${text}`} value={index}>
                    {`OR: ${isAnyOf(item) ? 'another alternative of' : 'an alternative of'} ${text}`}
                  </option>
                );
              })}
            </select>
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
