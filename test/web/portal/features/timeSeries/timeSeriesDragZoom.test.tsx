/**
 * Drag-to-zoom wiring: the window the chart reports (uPlot's selection, which needs a canvas jsdom lacks; the browser
 * test drags the real chart) becomes the view's absolute range in the URL, and Reset zoom returns to the range before.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromSearchParams } from '@/portal/shared/queryModel';
import type { TimeSeriesChartProps } from '@/portal/features/timeSeries/TimeSeriesChart';
import { searchEventsHandler, searchResponse, searchSchemaHandler } from '../../../support/handlers/search';
import { server } from '../../../support/mswServer';
import { lastLocation, renderTimeSeries } from './timeSeriesHarness';

const mockT0 = Date.UTC(2024, 4, 1, 10);

jest.mock('@/portal/features/timeSeries/TimeSeriesChart', () => ({
  /** Stands in for the canvas: one button per selection a user could drag. */
  TimeSeriesChart: ({ onZoom, summary }: TimeSeriesChartProps) => (
    <div role="img" aria-label={summary}>
      <button type="button" onClick={() => onZoom?.(mockT0, mockT0 + 2 * 3_600_000 + 499)}>
        Drag across two hours
      </button>
      <button type="button" onClick={() => onZoom?.(mockT0, mockT0 + 1_000)}>
        Click without dragging
      </button>
    </div>
  ),
  /** No canvas here: nothing to warm. */
  warmTimeSeriesChart: () => () => undefined,
}));

it('turns a dragged window into the range, keeps compare, and resets to the range before', async () => {
  server.use(
    searchEventsHandler(() => searchResponse(3, [], { series: { buckets: [{ key: mockT0, A: { value: 3 } }] } })),
    searchSchemaHandler({ events: { fields: [], truncated: false } }),
  );
  renderTimeSeries('?range=last_24h&interval=hour&m=count');
  await userEvent.click(await screen.findByRole('button', { name: 'Click without dragging' }));
  expect(new URLSearchParams(lastLocation.search).has('unzoom')).toBe(false);

  await userEvent.click(screen.getByRole('button', { name: 'Drag across two hours' }));
  await waitFor(() => expect(fromSearchParams(new URLSearchParams(lastLocation.search)).range).toEqual({ from: '2024-05-01T10:00:00Z', to: '2024-05-01T12:00:01Z' }));
  expect(new URLSearchParams(lastLocation.search).get('unzoom')).toBe('last_24h');
  expect(new URLSearchParams(lastLocation.search).get('unzoom_interval')).toBe('hour');

  await userEvent.click(await screen.findByRole('button', { name: 'Reset zoom' }));
  await waitFor(() => expect(fromSearchParams(new URLSearchParams(lastLocation.search))).toMatchObject({ range: 'last_24h', interval: 'hour' }));
});
