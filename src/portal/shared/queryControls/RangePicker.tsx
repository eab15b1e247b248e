import './QueryControls.css';
import { isAbsoluteRange, RELATIVE_RANGES, type DateRange, type RelativeRange } from '@/portal/shared/queryModel';

/** The relative ranges in words, shortest first. */
export const RANGE_LABELS: Readonly<Record<RelativeRange, string>> = {
  last_15m: 'Last 15 minutes',
  last_1h: 'Last hour',
  last_4h: 'Last 4 hours',
  last_12h: 'Last 12 hours',
  last_24h: 'Last 24 hours',
  last_7d: 'Last 7 days',
  last_30d: 'Last 30 days',
  last_90d: 'Last 90 days',
  last_180d: 'Last 180 days',
  last_365d: 'Last 365 days',
};

const RANGES = Object.keys(RELATIVE_RANGES) as RelativeRange[];

/** Props of {@link RangePicker}. */
export interface RangePickerProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
}

/** The time window: one of the relative ranges (a fixed window from a link or a zoom shows as such). */
export function RangePicker({ value, onChange }: RangePickerProps) {
  const fixed = isAbsoluteRange(value);
  return (
    <label className="query-range">
      <span>Time range</span>
      <select
        value={fixed ? 'fixed' : value}
        onChange={(event) => {
          const chosen = RANGES.find((range) => range === event.target.value);
          if (chosen) onChange(chosen);
        }}
      >
        {fixed ? <option value="fixed">{`${value.from} – ${value.to}`}</option> : null}
        {RANGES.map((range) => (
          <option key={range} value={range}>
            {RANGE_LABELS[range]}
          </option>
        ))}
      </select>
    </label>
  );
}
