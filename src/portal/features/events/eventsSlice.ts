/** The event log: the rows of the view shown, paging, and the event open in the detail panel. */
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { EventDetailDocument } from '@/api/search';
import { addLoadableCases, idle, type Loadable } from '@/app/store/loadable';
import type { RootState } from '@/app/store/store';
import { appSelected } from '@/portal/core/organizationsSlice';
import { loadEvent, loadEvents, loadMoreEvents } from './eventsActions';
import { isListOf, listKey, PAGE_SIZE, toEventRow, type EventRow } from './eventsRules';
import { prependRows } from './liveTailRules';
import { liveRowsShown } from './liveTailSlice';

/** The event open in the detail panel. */
export interface EventDetailState extends Loadable {
  /** Key `org/app/id` of the event shown. */
  key: string;
  /** The event's id. */
  id: string;
  event: EventDetailDocument | null;
}

/** State of the event log (status: the first page). */
export interface EventsState extends Loadable {
  /** Which view the rows belong to (`listKey`); null before the first load. */
  key: string | null;
  rows: EventRow[];
  /** Matching events in the window. */
  total: number;
  /** The last page was full: there may be more. */
  hasMore: boolean;
  /** The status of the next page. */
  more: Loadable;
  /** The event open in the detail panel, or null. */
  detail: EventDetailState | null;
}

const initialState: EventsState = { ...idle(), key: null, rows: [], total: 0, hasMore: false, more: idle(), detail: null };

/** Key of one event in the detail panel. */
export const eventKey = (orgId: string, appId: string, eventId: string): string => `${orgId}/${appId}/${eventId}`;

const eventsSlice = createSlice({
  name: 'events',
  initialState,
  reducers: {
    /** The detail panel closed. */
    eventClosed(state) {
      state.detail = null;
    },
  },
  extraReducers: (builder) => {
    builder
      // Another app: its list starts over. The same app selected again (the URL's app confirmed once the
      // organizations load) keeps the list whose first page may already be on its way.
      .addCase(appSelected, (state, action) => (isListOf(state.key, action.payload.orgId, action.payload.appId) ? state : initialState))
      // Live tail: new events go on top of the loaded list.
      .addCase(liveRowsShown, (state, action) => {
        const before = state.rows.length;
        state.rows = prependRows(state.rows, action.payload);
        state.total += state.rows.length - before;
      })
      .addMatcher(loadEvents.requested, (state, action) => {
        const [orgId, appId, page] = action.meta.args;
        const key = listKey(orgId, appId, page);
        if (state.key !== key) Object.assign(state, { key, rows: [], total: 0, hasMore: false, more: idle() });
      })
      .addMatcher(loadEvent.requested, (state, action) => {
        const [orgId, appId, eventId] = action.meta.args;
        state.detail = { ...idle(), key: eventKey(orgId, appId, eventId), id: eventId, event: null };
      });
    // Answers for a view or an event no longer shown update a throwaway status.
    addLoadableCases(
      builder,
      loadEvents,
      (state, { args: [orgId, appId, page] }) => (state.key === listKey(orgId, appId, page) ? state : idle()),
      (state, action) => {
        const [orgId, appId, page] = action.meta.args;
        if (state.key !== listKey(orgId, appId, page)) return;
        const hits = action.payload.hits?.hits ?? [];
        state.rows = hits.map(toEventRow);
        state.total = action.payload.hits?.total ?? 0;
        state.hasMore = hits.length >= PAGE_SIZE;
        state.more = idle();
      },
    );
    addLoadableCases(
      builder,
      loadMoreEvents,
      (state, { args: [orgId, appId, first] }) => (state.key === listKey(orgId, appId, first) ? state.more : idle()),
      (state, action) => {
        const [orgId, appId, first] = action.meta.args;
        if (state.key !== listKey(orgId, appId, first)) return;
        const hits = action.payload.hits?.hits ?? [];
        const known = new Set(state.rows.map((row) => row.id));
        state.rows.push(...hits.map(toEventRow).filter((row) => !known.has(row.id)));
        state.hasMore = hits.length >= PAGE_SIZE;
      },
    );
    addLoadableCases(
      builder,
      loadEvent,
      (state, { args: [orgId, appId, eventId] }) =>
        state.detail?.key === eventKey(orgId, appId, eventId) ? state.detail : idle(),
      (state, action) => {
        const [orgId, appId, eventId] = action.meta.args;
        if (state.detail?.key === eventKey(orgId, appId, eventId)) state.detail.event = action.payload._source;
      },
    );
  },
});

export const { eventClosed } = eventsSlice.actions;
export default eventsSlice;

declare module '@/app/store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof eventsSlice> {}
}

type WithEvents = Pick<RootState, 'events'>;

/** The event log's state (initial until the slice is injected). */
export const selectEventsState = (state: WithEvents): EventsState => state.events ?? initialState;
/** The event open in the detail panel. */
export const selectEventDetail = (state: WithEvents): EventDetailState | null => selectEventsState(state).detail;
