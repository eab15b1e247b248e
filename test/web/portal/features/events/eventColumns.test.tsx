/**
 * The event log's column choice (SPEC 3 "table view config"): optional columns switched off and on, kept per app in
 * the store and across visits.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchResponse } from '@/api/search';
import { cleanHiddenColumns, shownColumns, toggleColumn } from '@/portal/features/events/tableViewConfigRules';
import { eventHandler, searchEventsHandler, searchSchemaHandler } from '../../../support/handlers/search';
import { server } from '../../../support/mswServer';
import { giveElementsASize, renderEventLog, stubLayoutApis } from './eventLogHarness';

const ONE_CALL: SearchResponse<unknown> = {
  took: 1,
  timed_out: false,
  hits: {
    total: 1,
    hits: [{
      _id: 'ev-1',
      _source: { id: 'ev-1', event_type: 'api_call', request: { time: '2024-05-01T12:00:00.000Z', verb: 'GET', route: '/orders' }, response: { status: 200 }, duration_ms: 12, user_id: 'user-1', company_id: 'co-1' },
      sort: [1714564800000, 'ev-1'],
    }],
  },
};

let restore: (() => void)[] = [];
beforeEach(() => {
  restore = [giveElementsASize(), stubLayoutApis()];
  server.use(searchEventsHandler(() => ONE_CALL), searchSchemaHandler({ events: { fields: [], truncated: false } }), eventHandler({}));
});
afterEach(() => restore.forEach((undo) => undo()));

/** The column headings after the selection column (whose heading is its select-all box). */
const headings = () => within(screen.getByRole('table')).getAllByRole('columnheader').slice(1).map((cell) => cell.textContent);

describe('event log columns', () => {
  it('hides and shows optional columns, and keeps the choice for the app on the next visit', async () => {
    const user = userEvent.setup();
    const first = renderEventLog();
    await screen.findByRole('table');
    expect(headings()).toEqual(['Time', 'Method', 'Route or action', 'Status', 'Duration', 'User', 'Company']);

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const choices = await screen.findByRole('group', { name: 'Columns shown' });
    await user.click(within(choices).getByRole('checkbox', { name: 'User' }));
    await user.click(within(choices).getByRole('checkbox', { name: 'Duration' }));
    expect(headings()).toEqual(['Time', 'Method', 'Route or action', 'Status', 'Company']);
    // Each cell of a row stays under its heading.
    const cells = within(screen.getAllByRole('row')[1]).getAllByRole('cell').slice(1);
    expect(cells.map((cell) => cell.textContent)).toEqual(['2024-05-01 14:00:00.000', 'GET', '/orders', '200 Success', 'co-1']);
    await user.click(within(choices).getByRole('checkbox', { name: 'Duration' }));
    expect(headings()).toEqual(['Time', 'Method', 'Route or action', 'Status', 'Duration', 'Company']);
    first.unmount();

    renderEventLog();
    await screen.findByRole('table');
    // The kept choice is read back once the screen is shown (an effect, flushed after the frame on Preact).
    await waitFor(() => expect(headings()).toEqual(['Time', 'Method', 'Route or action', 'Status', 'Duration', 'Company']));
  });

  it('keeps only known columns, once each, in table order', () => {
    expect(cleanHiddenColumns(['user', 'bogus', 'method', 'user'])).toEqual(['method', 'user']);
    expect(toggleColumn(['user'], 'method')).toEqual(['method', 'user']);
    expect(toggleColumn(['method', 'user'], 'user')).toEqual(['method']);
  });

  it('shows the select, time and route columns always, and the optional ones not hidden, in table order', () => {
    expect(shownColumns([])).toEqual(['select', 'time', 'method', 'path', 'status', 'duration', 'user', 'company']);
    expect(shownColumns(['method', 'duration', 'company'])).toEqual(['select', 'time', 'path', 'status', 'user']);
  });
});
