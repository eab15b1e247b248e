/**
 * Selected events: row boxes (keyboard-usable) and select-all in the store's selectedEvents slice, the selection bar
 * with its count, Clear and "Share link", and the shared link (`?ids=`) that reopens exactly those events.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchResponse } from '@/api/search';
import { selectSelectedEvents } from '@/portal/features/events/selectedEventsSlice';
import { sharedIdsFromSearch } from '@/portal/features/events/selectedEventsRules';
import { createRequestLog } from '../../../support/apiRecorder';
import { searchEventsHandler, searchSchemaHandler } from '../../../support/handlers/search';
import { server } from '../../../support/mswServer';
import { giveElementsASize, lastLocation, renderEventLog, stubLayoutApis } from './eventLogHarness';

function hits(ids: string[]): SearchResponse<unknown> {
  return {
    took: 1,
    timed_out: false,
    hits: {
      total: ids.length,
      hits: ids.map((id, i) => ({ _id: id, _source: { event_type: 'api_call', request: { time: new Date(Date.UTC(2024, 4, 1, 12) - i * 1000).toISOString(), verb: 'GET', route: `/r/${id}` }, response: { status: 200 } }, sort: [i, id] })),
    },
  };
}

let restoreSize: () => void;
let restoreStubs: () => void;
beforeEach(() => {
  restoreSize = giveElementsASize();
  restoreStubs = stubLayoutApis();
});
afterEach(() => {
  restoreSize();
  restoreStubs();
});

async function openLog(search = '', answer = () => hits(['e1', 'e2', 'e3'])) {
  const log = createRequestLog();
  server.use(searchEventsHandler(answer, log), searchSchemaHandler({ events: { fields: [], truncated: false } }));
  const rendered = renderEventLog(search);
  await screen.findByRole('table');
  return { ...rendered, log };
}

describe('selected events', () => {
  it('checks rows with the keyboard and the mouse, counts them, and clears them', async () => {
    const user = userEvent.setup();
    const { store } = await openLog();
    const box = screen.getByRole('checkbox', { name: /^Select .*\/r\/e2/ });
    box.focus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /^Select .*\/r\/e3/ }));
    expect(selectSelectedEvents(store.getState())).toEqual({ e2: true, e3: true });
    const bar = screen.getByRole('region', { name: 'Selected events' });
    expect(bar).toHaveTextContent('2 events selected');
    expect(screen.getByRole('checkbox', { name: 'Select all loaded events' })).toHaveProperty('indeterminate', true);

    await user.click(within(bar).getByRole('button', { name: 'Clear' }));
    expect(selectSelectedEvents(store.getState())).toEqual({});
    expect(screen.queryByRole('region', { name: 'Selected events' })).not.toBeInTheDocument();
  });

  it('selects every loaded row with select-all, and none with a second click', async () => {
    const user = userEvent.setup();
    const { store } = await openLog();
    const all = screen.getByRole('checkbox', { name: 'Select all loaded events' });
    await user.click(all);
    expect(Object.keys(selectSelectedEvents(store.getState()))).toEqual(['e1', 'e2', 'e3']);
    expect(all).toBeChecked();
    await user.click(all);
    expect(selectSelectedEvents(store.getState())).toEqual({});
  });

  it('copies a link that reopens exactly the selected events, and confirms it', async () => {
    const user = userEvent.setup();
    await openLog();
    await user.click(screen.getByRole('checkbox', { name: /^Select .*\/r\/e1/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Select .*\/r\/e3/ }));
    // user-event puts its own clipboard on the navigator: watch what is written to it.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Share link to the 2 selected events' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost/wrap/app/o1-a1/events?ids=e1,e3');
    expect(await screen.findByText('Copied to clipboard.')).toBeInTheDocument();
  });

  it('opens a shared link as an ids query over the whole retention, and links back to all events', async () => {
    const { log } = await openLog('?ids=e3,e1', () => hits(['e3', 'e1']));
    const [request] = log.requests;
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ app_id: 'a1', from: '-3y', to: 'now' });
    expect(request.body).toMatchObject({ query: { ids: { values: ['e3', 'e1'] } }, size: 2, sort: [{ 'request.time': 'desc' }] });
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('note')).toHaveTextContent('Showing the 2 events of a shared link.');
    // A shared view is exactly those events: no filters, no live tail.
    expect(screen.queryByRole('button', { name: 'Live' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Show all events' }));
    await waitFor(() => expect(lastLocation.search).toBe(''));
  });

  it('caps a link at 100 events and says so', async () => {
    const ids = Array.from({ length: 120 }, (_, i) => `x${i}`);
    expect(sharedIdsFromSearch(`?ids=${ids.join(',')},x1,,`)).toHaveLength(100);
    await openLog(`?ids=${ids.join(',')}`, () => hits(ids.slice(0, 100)));
    expect(screen.getByRole('note')).toHaveTextContent('a link carries at most 100 events; the rest are left out');
  });

  it('offers no share link past 100 selected events', async () => {
    const user = userEvent.setup();
    const ids = Array.from({ length: 101 }, (_, i) => `y${i}`);
    await openLog('', () => hits(ids));
    await user.click(screen.getByRole('checkbox', { name: 'Select all loaded events' }));
    expect(screen.getByText('101 events selected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Share link/ })).not.toBeInTheDocument();
    expect(screen.getByText('A link carries at most 100 events: clear some to share.')).toBeInTheDocument();
  });
});
