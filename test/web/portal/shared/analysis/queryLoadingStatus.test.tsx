/** The loading state of an analysis query: a spinner, then (past three seconds) how long it has run and what is faster. */
import { act, render, screen } from '@testing-library/react';
import { QueryLoadingStatus, SLOW_QUERY_S } from '@/portal/shared/analysis';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('QueryLoadingStatus', () => {
  it('says only what is loading at first, then how long a slow query has run and how to make it faster', () => {
    render(<QueryLoadingStatus title="Loading the time series…" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^Loading the time series…$/);
    expect(status).toHaveAttribute('aria-busy', 'true');

    act(() => jest.advanceTimersByTime((SLOW_QUERY_S - 1) * 1000));
    expect(status).not.toHaveTextContent('Still working');

    act(() => jest.advanceTimersByTime(1000));
    expect(status).toHaveTextContent(`Still working (${SLOW_QUERY_S} s). A wide range over many events takes longer; a shorter range or a filter answers faster.`);

    act(() => jest.advanceTimersByTime(9000));
    expect(status).toHaveTextContent(`Still working (${SLOW_QUERY_S + 9} s).`);
  });

  it('keeps the running count from screen readers, which hear the hint once', () => {
    render(<QueryLoadingStatus title="Loading events…" />);
    act(() => jest.advanceTimersByTime(5000));
    const count = screen.getByText('(5 s)');
    expect(count).toHaveAttribute('aria-hidden', 'true');
  });

  it('starts counting again when the next query loads', () => {
    const { unmount } = render(<QueryLoadingStatus title="Loading the segments…" />);
    act(() => jest.advanceTimersByTime(6000));
    unmount();
    render(<QueryLoadingStatus title="Loading the segments…" />);
    expect(screen.getByRole('status')).not.toHaveTextContent('Still working');
  });
});
