import * as Popover from '@radix-ui/react-popover';
import { Command } from 'cmdk';
import { useId, useMemo, useState } from 'react';
import { timeZoneNames } from './timeZones';

/** Props of {@link TimeZonePicker}. */
export interface TimeZonePickerProps {
  value: string;
  onChange: (zone: string) => void;
  disabled?: boolean;
}

/** The app's time zone: a button opening a searchable list of every IANA zone (type "paris", "new york"). */
export function TimeZonePicker({ value, onChange, disabled }: TimeZonePickerProps) {
  const [open, setOpen] = useState(false);
  const zones = useMemo(() => timeZoneNames(value), [value]);
  const labelId = useId();
  const valueId = useId();
  return (
    <div className="settings-field">
      <span className="settings-field__label" id={labelId}>Time zone</span>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger className="settings-tz" aria-labelledby={`${labelId} ${valueId}`} disabled={disabled}>
          <span id={valueId}>{value}</span>
          <span aria-hidden="true">▾</span>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content className="settings-tz__popover" align="start" sideOffset={4}>
            <Command label="Search time zones">
              <Command.Input placeholder="Search time zones…" />
              <Command.List>
                <Command.Empty>No time zone matches.</Command.Empty>
                {zones.map((zone) => (
                  <Command.Item key={zone} value={zone.replace(/_/g, ' ')} onSelect={() => { onChange(zone); setOpen(false); }}>
                    {zone}
                  </Command.Item>
                ))}
              </Command.List>
            </Command>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <p className="settings-field__hint">Days, weeks and hours in every chart of the app are cut in this zone.</p>
    </div>
  );
}
