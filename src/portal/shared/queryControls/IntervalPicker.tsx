import type { ConcreteInterval, Interval } from '@/portal/shared/queryModel';

/** How each interval reads, in the order offered. */
export const INTERVAL_LABELS: Readonly<Record<Interval, string>> = { auto: 'Automatic', minute: 'Minute', hour: 'Hour', day: 'Day', week: 'Week', month: 'Month' };

/** Props of {@link IntervalPicker}. */
export interface IntervalPickerProps {
  value: Interval;
  /** The interval "Automatic" stands for over the view's range, shown beside it. */
  resolved?: ConcreteInterval;
  onChange: (interval: Interval) => void;
  /** Class of the label that holds the select. */
  className?: string;
}

/** The histogram interval of a view: automatic (from the range) or a fixed minute, hour, day, week or month. */
export function IntervalPicker({ value, resolved, onChange, className }: IntervalPickerProps) {
  return (
    <label className={className}>
      <span>Interval</span>
      <select value={value} onChange={(event) => onChange(event.target.value as Interval)}>
        {(Object.keys(INTERVAL_LABELS) as Interval[]).map((interval) => (
          <option key={interval} value={interval}>
            {interval === 'auto' && resolved ? `Automatic (${INTERVAL_LABELS[resolved].toLowerCase()})` : INTERVAL_LABELS[interval]}
          </option>
        ))}
      </select>
    </label>
  );
}
