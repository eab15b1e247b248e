/** The event table's warm-up of its fast-scroll rows: done when the browser is idle, out of the document. */
import { act, render } from '@testing-library/react';
import type { VisibleColumns } from '@/portal/features/events/EventTableRow';
import type { EventRow } from '@/portal/features/events/eventsRules';
import { useWarmFastScroll } from '@/portal/features/events/useWarmFastScroll';

const COLUMNS: VisibleColumns = { method: true, status: true, duration: true, user: true, company: true };

const rows: EventRow[] = Array.from({ length: 30 }, (_, i) => ({
  id: `evt-${i}`,
  kind: 'call',
  time: new Date(Date.UTC(2024, 5, 1) - i * 1000).toISOString(),
  verb: 'GET',
  path: `/orders/${i}`,
  status: 200,
  durationMs: 20 + i,
  userId: `user-${i}`,
  companyId: null,
  sort: [Date.UTC(2024, 5, 1) - i * 1000, `evt-${i}`],
}));

function Table({ shown }: { shown: EventRow[] }) {
  useWarmFastScroll(shown, 'UTC', COLUMNS);
  return <p>{shown.length} events</p>;
}

/** Idle callbacks the page asked for, run by the test with the idle time it chooses. */
let idle: Array<(deadline: IdleDeadline) => void> = [];

beforeEach(() => {
  idle = [];
  window.requestIdleCallback = (callback) => idle.push(callback);
  window.cancelIdleCallback = (handle) => {
    idle[handle - 1] = () => undefined;
  };
});

afterEach(() => {
  delete (window as Partial<Window>).requestIdleCallback;
  delete (window as Partial<Window>).cancelIdleCallback;
});

const deadline = (ms: number): IdleDeadline => ({ didTimeout: false, timeRemaining: () => ms });

/** Runs the idle callback asked for last; answers whether there was one. */
function runIdle(ms: number): boolean {
  const callback = idle.at(-1);
  const before = idle.length;
  if (!callback) return false;
  act(() => callback(deadline(ms)));
  return idle.length > before;
}

it('waits for the browser to be idle, renders nothing into the page, and is done within one long idle period', async () => {
  const { container } = render(<Table shown={rows} />);
  await act(async () => undefined);
  expect(idle).toHaveLength(1);
  const page = document.body.innerHTML;

  expect(runIdle(50)).toBe(false);

  expect(document.body.innerHTML).toBe(page);
  expect(container.textContent).toBe('30 events');
});

it('gives the browser back each idle period that runs short, and finishes over the next ones', async () => {
  render(<Table shown={rows} />);
  await act(async () => undefined);
  let periods = 1;
  while (runIdle(0)) periods++;
  // One render per short idle period: the warm-up never holds the main thread past the browser's idle time.
  expect(periods).toBeGreaterThan(10);
  expect(document.querySelectorAll('tr')).toHaveLength(0);
});

it('does not start without rows, and stops when the table goes away before the browser is idle', async () => {
  const { rerender, unmount } = render(<Table shown={[]} />);
  await act(async () => undefined);
  expect(idle).toHaveLength(0);

  rerender(<Table shown={rows} />);
  await act(async () => undefined);
  expect(idle).toHaveLength(1);
  unmount();
  expect(runIdle(50)).toBe(false);
  expect(document.body.innerHTML).toBe('<div></div>');
});
