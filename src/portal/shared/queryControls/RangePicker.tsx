import './QueryControls.css';
import { useState } from 'react';
import { isAbsoluteRange, RELATIVE_RANGES, type DateRange, type RelativeRange } from '@/portal/shared/queryModel';
import { CustomRangeDialog } from './CustomRangeDialog';
import { RANGE_LABELS } from './rangeLabels';
import { absoluteRange, formatWindow } from './windowRules';

export { RANGE_LABELS } from './rangeLabels';

const RANGES = Object.keys(RELATIVE_RANGES) as RelativeRange[];

/** The select's value that opens the custom range dialog. */
const CUSTOM = 'custom';

/** Props of {@link RangePicker}. */
export interface RangePickerProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** The app's zone: a fixed window reads in it, and a custom range is typed in it. */
  timeZone: string;
}

/**
 * The time window: one of the relative ranges, or a custom range typed in a dialog. A fixed window, from
 * a link, a zoom or the dialog, shows as such.
 */
export function RangePicker({ value, onChange, timeZone }: RangePickerProps) {
  const [custom, setCustom] = useState(false);
  const fixed = isAbsoluteRange(value);
  return (
    <>
      <label className="query-range">
        <span>Time range</span>
        <select
          value={fixed ? 'fixed' : value}
          onChange={(event) => {
            if (event.target.value === CUSTOM) return setCustom(true);
            const chosen = RANGES.find((range) => range === event.target.value);
            if (chosen) onChange(chosen);
          }}
        >
          {fixed ? <option value="fixed">{formatWindow(value, timeZone)}</option> : null}
          {RANGES.map((range) => (
            <option key={range} value={range}>
              {RANGE_LABELS[range]}
            </option>
          ))}
          <option value={CUSTOM}>Custom range…</option>
        </select>
      </label>
      <CustomRangeDialog
        open={custom}
        onOpenChange={setCustom}
        range={value}
        timeZone={timeZone}
        onApply={(fromMs, toMs) => {
          setCustom(false);
          onChange(absoluteRange(fromMs, toMs));
        }}
      />
    </>
  );
}
