import * as Popover from '@radix-ui/react-popover';
import { Command } from 'cmdk';
import { useId, useState } from 'react';
import type { FieldOption } from '@/portal/shared/queryControls';

/** Props of {@link GroupFieldPicker}. */
export interface GroupFieldPickerProps {
  /** Visible label, e.g. "Group by" or "Then by". */
  label: string;
  options: FieldOption[];
  value: string;
  onChange: (field: FieldOption) => void;
}

/** The field of one group-by level: a button opening a searchable list of the app's event fields. */
export function GroupFieldPicker({ label, options, value, onChange }: GroupFieldPickerProps) {
  const [open, setOpen] = useState(false);
  const labelId = useId();
  const valueId = useId();
  return (
    <div className="segmentation__control">
      <span id={labelId}>{label}</span>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger className="segmentation__field-button" aria-labelledby={`${labelId} ${valueId}`}>
          <span id={valueId}>{value}</span>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content className="query-filters__popover" align="start" sideOffset={4}>
            <Command label={`Search fields to ${label.toLowerCase()}`}>
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
