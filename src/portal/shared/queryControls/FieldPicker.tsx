import * as Popover from '@radix-ui/react-popover';
import { Command } from 'cmdk';
import { useId, useState } from 'react';
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
  const [open, setOpen] = useState(false);
  const labelId = useId();
  const valueId = useId();
  return (
    <div className={className}>
      <span id={labelId}>{label}</span>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger className={triggerClassName} aria-labelledby={`${labelId} ${valueId}`}>
          <span id={valueId}>{value ?? 'Choose a field'}</span>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content className="query-filters__popover" align="start" sideOffset={4}>
            {/* cmdk names its input by the Command's (visually hidden) label, not by an aria-label on the input. */}
            <Command label={searchLabel}>
              <Command.Input placeholder="Search fields…" />
              <Command.List>
                <Command.Empty>No field matches.</Command.Empty>
                {options.map((option) => (
                  <Command.Item
                    key={option.name}
                    value={option.name}
                    onSelect={() => {
                      onChange(option);
                      setOpen(false);
                    }}
                  >
                    <span>{option.name}</span>
                    <span className="query-filters__type">{option.type}</span>
                  </Command.Item>
                ))}
              </Command.List>
            </Command>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
