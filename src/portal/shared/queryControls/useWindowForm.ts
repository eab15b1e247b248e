import { useState, type FormEvent } from 'react';
import type { DateRange } from '@/portal/shared/queryModel';
import { fromZonedInput, toZonedInput, windowOf, windowProblem } from './windowRules';

/** A window form's inputs, its problem and its submit handler (see {@link useWindowForm}). */
export interface WindowFormState {
  from: string;
  to: string;
  setFrom: (text: string) => void;
  setTo: (text: string) => void;
  /** What is wrong with the last submitted window, or null. */
  problem: string | null;
  /** Puts the inputs back at a range's window and clears the problem. */
  reset: (range: DateRange) => void;
  /** Checks the window and, when it is valid, applies it. */
  submit: (event: FormEvent) => void;
}

/**
 * Two `datetime-local` inputs read in `timeZone`, starting at `range`'s window: submitting checks the window (start,
 * end, order, at least `MIN_WINDOW_MS`) and hands a valid one to `onApply` in epoch ms.
 */
export function useWindowForm(range: DateRange, timeZone: string, onApply: (fromMs: number, toMs: number) => void): WindowFormState {
  const inputsOf = (of: DateRange) => {
    const window = windowOf(of, Date.now());
    return { from: window ? toZonedInput(window.from, timeZone) : '', to: window ? toZonedInput(window.to, timeZone) : '' };
  };
  const [initial] = useState(() => inputsOf(range));
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [problem, setProblem] = useState<string | null>(null);
  const reset = (of: DateRange) => {
    const inputs = inputsOf(of);
    setFrom(inputs.from);
    setTo(inputs.to);
    setProblem(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const start = fromZonedInput(from, timeZone);
    const end = fromZonedInput(to, timeZone);
    const found = windowProblem(start, end);
    setProblem(found);
    if (found || start === null || end === null) return;
    // Apply after the submit event: a navigation (a transition) inside it would make React treat the form as a form
    // action.
    void Promise.resolve().then(() => onApply(start, end));
  };
  return { from, to, setFrom, setTo, problem, reset, submit };
}
