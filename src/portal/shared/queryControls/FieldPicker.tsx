import { useId } from 'react';
import { SearchPicker } from '../SearchPicker';
import type { FieldOption } from './filterRules';

/** Props of {@link FieldPicker}. */
export interface FieldPickerProps {
  options: FieldOption[];
  /** The chosen field's name, or null before one is chosen. */
  value: string | null;
  onChange: (field: FieldOption) => void;
  /** Visible label of the picker; defaults to 'Field'. */
  label?: string;
  /** Accessible name of the search list; defaults to 'Search fields'. */
  searchLabel?: string;
  /** Class of the labelled wrapper (defaults to the filter bar's). */
  className?: string;
  /** Class of the button opening the list (defaults to the filter bar's). */
  triggerClassName?: string;
}

/**
 * A field of the app's events: a button opening a searchable list of the fields. Its ids are unique, so several
 * pickers (a filter's field, group-by levels) can share a screen.
 */
export function FieldPicker({
  options,
  value,
  onChange,
  label = 'Field',
  searchLabel = 'Search fields',
  className = 'query-filters__control',
  triggerClassName = 'query-filters__field',
}: FieldPickerProps) {
  const labelId = useId();
  return (
    <div className={className}>
      <span id={labelId}>{label}</span>
      <SearchPicker
        labelId={labelId}
        valueText={value ?? 'Choose a field'}
        triggerClassName={triggerClassName}
        popoverClassName="query-filters__popover"
        searchLabel={searchLabel}
        placeholder="Search fields…"
        emptyText="No field matches."
        items={options}
        itemKey={(option) => option.name}
        renderItem={(option) => (
          <>
            <span>{option.name}</span>
            <span className="query-filters__type">{option.type}</span>
          </>
        )}
        onSelect={onChange}
      />
    </div>
  );
}
