import { useId, useState } from 'react';
import { Button } from '@/components/Button';
import type { DateRange } from '@/portal/shared/queryModel';
import { fromZonedInput, useWindowForm } from '@/portal/shared/queryControls';

/** Props of {@link WindowForm}. */
export interface WindowFormProps {
  range: DateRange;
  timeZone: string;
  /** Shows the window (epoch ms), like a zoom: "Reset zoom" returns to the range before. */
  onApply: (fromMs: number, toMs: number) => void;
}

/**
 * A custom window typed as two dates and times in the view's zone: the keyboard's way to zoom (dragging across the
 * chart does the same with a pointer).
 */
export function WindowForm({ range, timeZone, onApply }: WindowFormProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const { from, to, setFrom, setTo, problem, reset, submit } = useWindowForm(range, timeZone, (start, end) => {
    setOpen(false);
    onApply(start, end);
  });
  const toggle = (isOpen: boolean) => {
    setOpen(isOpen);
    if (isOpen) reset(range);
  };

  return (
    <details className="time-series__window" open={open} onToggle={(event) => toggle(event.currentTarget.open)}>
      <summary>Zoom to a window</summary>
      <form className="time-series__window-form" onSubmit={submit} aria-describedby={problem ? `${id}-problem` : undefined} noValidate>
        <label className="time-series__field">
          <span>{`From (${timeZone})`}</span>
          <input type="datetime-local" value={from} onChange={(event) => setFrom(event.target.value)} aria-invalid={problem !== null && fromZonedInput(from, timeZone) === null} />
        </label>
        <label className="time-series__field">
          <span>{`To (${timeZone})`}</span>
          <input type="datetime-local" value={to} onChange={(event) => setTo(event.target.value)} />
        </label>
        <Button type="submit" variant="secondary">
          Zoom in
        </Button>
        {problem ? (
          <p id={`${id}-problem`} className="time-series__problem" role="alert">
            {problem}
          </p>
        ) : null}
      </form>
    </details>
  );
}
