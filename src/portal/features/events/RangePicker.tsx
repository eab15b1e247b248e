import { isAbsoluteRange, type DateRange } from '@/portal/shared/queryModel';
import { RANGE_OPTIONS } from './eventsRules';

/** Props of {@link RangePicker}. */
export interface RangePickerProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
}

/** The time window: one of the relative ranges (a fixed window from a link shows as such). */
export function RangePicker({ value, onChange }: RangePickerProps) {
  const fixed = isAbsoluteRange(value);
  return (
    <label className="event-log__range">
      <span>Time range</span>
      <select
        value={fixed ? 'fixed' : value}
        onChange={(event) => {
          const chosen = RANGE_OPTIONS.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {fixed ? <option value="fixed">{`${value.from} – ${value.to}`}</option> : null}
        {RANGE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
