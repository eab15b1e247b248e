import { useEffect, useState } from 'react';
import { isAbsoluteRange, RELATIVE_RANGES, type DateRange, type GroupBy, type RelativeRange } from '@/portal/shared/queryModel';

const RANGE_LABELS: Readonly<Record<RelativeRange, string>> = {
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

/** Props of {@link RangeSelect}. */
export interface RangeSelectProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
}

/** The time window: a relative range (a fixed window from a link shows as such). */
export function RangeSelect({ value, onChange }: RangeSelectProps) {
  const fixed = isAbsoluteRange(value);
  return (
    <label className="time-series__field">
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

/** Props of {@link GroupByInput}. */
export interface GroupByInputProps {
  value: GroupBy | undefined;
  /** Field names to suggest (the app's search schema). */
  suggestions: string[];
  onChange: (group: GroupBy | undefined) => void;
}

/** The first group-by: a field name (suggested from the schema), applied on Enter or when leaving the input. */
export function GroupByInput({ value, suggestions, onChange }: GroupByInputProps) {
  const [text, setText] = useState(value?.field ?? '');
  useEffect(() => setText(value?.field ?? ''), [value?.field]);
  const apply = () => {
    const field = text.trim();
    if (field === (value?.field ?? '')) return;
    onChange(field ? { field, size: value?.size ?? 10, order: value?.order ?? 'top', other: value?.other ?? false } : undefined);
  };
  return (
    <label className="time-series__field">
      <span>Group by</span>
      <input
        type="text"
        list="time-series-fields"
        value={text}
        placeholder="Field, e.g. request.verb"
        onChange={(event) => setText(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
        }}
      />
      <datalist id="time-series-fields">
        {suggestions.map((field) => (
          <option key={field} value={field} />
        ))}
      </datalist>
    </label>
  );
}
