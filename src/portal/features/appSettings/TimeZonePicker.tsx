import { useId, useMemo } from 'react';
import { SearchPicker } from '@/portal/shared/SearchPicker';
import { timeZoneNames } from './timeZones';

/** Props of {@link TimeZonePicker}. */
export interface TimeZonePickerProps {
  value: string;
  onChange: (zone: string) => void;
  disabled?: boolean;
}

/** The app's time zone: a button opening a searchable list of every IANA zone (type "paris", "new york"). */
export function TimeZonePicker({ value, onChange, disabled }: TimeZonePickerProps) {
  const zones = useMemo(() => timeZoneNames(value), [value]);
  const labelId = useId();
  return (
    <div className="settings-field">
      <span className="settings-field__label" id={labelId}>Time zone</span>
      <SearchPicker
        labelId={labelId}
        valueText={value}
        indicator="▾"
        triggerClassName="settings-tz"
        popoverClassName="settings-tz__popover"
        disabled={disabled}
        searchLabel="Search time zones"
        placeholder="Search time zones…"
        emptyText="No time zone matches."
        items={zones}
        itemKey={(zone) => zone}
        itemSearchText={(zone) => zone.replace(/_/g, ' ')}
        renderItem={(zone) => zone}
        onSelect={onChange}
      />
      <p className="settings-field__hint">Days, weeks and hours in every chart of the app are cut in this zone.</p>
    </div>
  );
}
