import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/Button';
import type { DateRange } from '@/portal/shared/queryModel';
import { MIN_ZOOM_MS } from './viewRules';
import { fromZonedInput, toZonedInput, windowOf, windowProblem } from './windowRules';

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
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const toggle = (isOpen: boolean) => {
    setOpen(isOpen);
    if (!isOpen) return;
    const current = windowOf(range, Date.now());
    setFrom(current ? toZonedInput(current.from, timeZone) : '');
    setTo(current ? toZonedInput(current.to, timeZone) : '');
    setProblem(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const start = fromZonedInput(from, timeZone);
    const end = fromZonedInput(to, timeZone);
    const found = windowProblem(start, end, MIN_ZOOM_MS);
    setProblem(found);
    if (found || start === null || end === null) return;
    setOpen(false);
    // Navigate after the submit event: a navigation (a transition) inside it would make React treat the form as a
    // form action.
    void Promise.resolve().then(() => onApply(start, end));
  };

  return (
    <details className="time-series__window" open={open} onToggle={(event) => toggle(event.currentTarget.open)}>
      <summary>Custom window</summary>
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
          Show window
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
