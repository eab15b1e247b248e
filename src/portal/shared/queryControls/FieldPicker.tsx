import * as Popover from '@radix-ui/react-popover';
import { Command } from 'cmdk';
import { useState } from 'react';
import type { FieldOption } from './filterRules';

/** Props of {@link FieldPicker}. */
export interface FieldPickerProps {
  options: FieldOption[];
  value: FieldOption | null;
  onChange: (field: FieldOption) => void;
}

/** The field of a new condition: a button opening a searchable list of the app's event fields. */
export function FieldPicker({ options, value, onChange }: FieldPickerProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="query-filters__control">
      <span id="event-filter-field">Field</span>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger className="query-filters__field" aria-labelledby="event-filter-field event-filter-field-value">
          <span id="event-filter-field-value">{value?.name ?? 'Choose a field'}</span>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content className="query-filters__popover" align="start" sideOffset={4}>
            {/* cmdk names its input by the Command's (visually hidden) label, not by an aria-label on the input. */}
            <Command label="Search fields">
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
