import { useId } from 'react';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import type { DateRange } from '@/portal/shared/queryModel';
import { useWindowForm } from './useWindowForm';
import { fromZonedInput } from './windowRules';

/** Props of {@link CustomRangeDialog}. */
export interface CustomRangeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The view's range, which the inputs start from. */
  range: DateRange;
  /** The zone the dates and times are typed in (the app's). */
  timeZone: string;
  /** Called with the window (epoch ms) once it is valid; the dialog closes. */
  onApply: (fromMs: number, toMs: number) => void;
}

/** A fixed range typed as two dates and times in the app's zone, checked before it is applied. */
export function CustomRangeDialog({ open, onOpenChange, range, timeZone, onApply }: CustomRangeDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Custom range" description={`Dates and times in ${timeZone}, the app's time zone.`} size="narrow">
      {/* Mounted while open only, so the inputs start from the view's range each time. */}
      {open ? <CustomRangeForm range={range} timeZone={timeZone} onApply={onApply} /> : null}
    </Dialog>
  );
}

function CustomRangeForm({ range, timeZone, onApply }: Pick<CustomRangeDialogProps, 'range' | 'timeZone' | 'onApply'>) {
  const id = useId();
  const { from, to, setFrom, setTo, problem, submit } = useWindowForm(range, timeZone, onApply);
  return (
    <form className="query-window" onSubmit={submit} aria-describedby={problem ? `${id}-problem` : undefined} noValidate>
      <label className="query-filters__control">
        <span>From</span>
        <input type="datetime-local" value={from} onChange={(event) => setFrom(event.target.value)} aria-invalid={problem !== null && fromZonedInput(from, timeZone) === null} />
      </label>
      <label className="query-filters__control">
        <span>To</span>
        <input type="datetime-local" value={to} onChange={(event) => setTo(event.target.value)} aria-invalid={problem !== null && fromZonedInput(to, timeZone) === null} />
      </label>
      {problem ? (
        <p id={`${id}-problem`} className="query-filters__error" role="alert">
          {problem}
        </p>
      ) : null}
      <Button type="submit">Show range</Button>
    </form>
  );
}
