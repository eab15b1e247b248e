/** The live tail of the event log: connection state, pause with held rows, highlight, sampling notice. */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { LiveSamplingNotice } from '@/api/liveTail';
import type { RootState } from '@/app/store/store';
import type { EventRow } from './eventsRules';
import { MAX_HELD_ROWS, prependRows } from './liveTailRules';

/** Where the connection is. */
export type LiveStatus = 'off' | 'connecting' | 'live' | 'reconnecting';

/** State of the live tail. */
export interface LiveTailState {
  status: LiveStatus;
  paused: boolean;
  /** Rows received while paused, newest first (at most MAX_HELD_ROWS). */
  held: EventRow[];
  /** Events received while paused (counted even past MAX_HELD_ROWS). */
  heldCount: number;
  /** Ids of rows just shown (highlighted briefly). */
  fresh: string[];
  /** The last sampling notice, or null when every matching event is shown. */
  sampling: LiveSamplingNotice | null;
  /** Events the server could not send because the page read too slowly. */
  dropped: number;
  /** Why the last connection failed, while reconnecting. */
  error: string | null;
}

const initialState: LiveTailState = { status: 'off', paused: false, held: [], heldCount: 0, fresh: [], sampling: null, dropped: 0, error: null };

const liveTailSlice = createSlice({
  name: 'liveTail',
  initialState,
  reducers: {
    /** The user switched Live on (or the view changed while on): a new connection starts. */
    liveConnecting(state) {
      Object.assign(state, { status: 'connecting', sampling: null, error: null });
    },
    /** The stream is open. */
    liveConnected(state) {
      Object.assign(state, { status: 'live', error: null });
    },
    /** The connection failed or dropped; another attempt follows (with back-off). */
    liveDisconnected(state, action: PayloadAction<{ message: string }>) {
      Object.assign(state, { status: 'reconnecting', error: action.payload.message });
    },
    /** The user switched Live off or left the screen. */
    liveStopped() {
      return initialState;
    },
    /** Events arrived while paused: kept (up to a cap) and counted. */
    liveEventsHeld(state, action: PayloadAction<EventRow[]>) {
      state.held = prependRows(state.held, action.payload).slice(0, MAX_HELD_ROWS);
      state.heldCount += action.payload.length;
    },
    /** Rows were added to the list (highlighted briefly). */
    liveRowsShown(state, action: PayloadAction<EventRow[]>) {
      state.fresh = action.payload.map((row) => row.id).slice(0, MAX_HELD_ROWS);
    },
    /** The highlight of new rows ended. */
    liveFreshFaded(state) {
      state.fresh = [];
    },
    livePaused(state) {
      state.paused = true;
    },
    /** Resumed: the held rows were shown. */
    liveResumed(state) {
      Object.assign(state, { paused: false, held: [], heldCount: 0 });
    },
    /** The server samples: the rate and the share shown. */
    liveSampled(state, action: PayloadAction<LiveSamplingNotice>) {
      state.sampling = action.payload;
    },
    /** A second with every matching event shown: the sampling notice goes. */
    liveSamplingEnded(state) {
      state.sampling = null;
    },
    liveDropped(state, action: PayloadAction<number>) {
      state.dropped += action.payload;
    },
  },
  // Another app or filter restarts the stream: useLiveTail's clean-up dispatches liveStopped first.
});

export const {
  liveConnecting, liveConnected, liveDisconnected, liveStopped, liveEventsHeld, liveRowsShown, liveFreshFaded, livePaused,
  liveResumed, liveSampled, liveSamplingEnded, liveDropped,
} = liveTailSlice.actions;
export default liveTailSlice;

declare module '@/app/store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof liveTailSlice> {}
}

/** The live tail's state (initial until the slice is injected). */
export const selectLiveTail = (state: Pick<RootState, 'liveTail'>): LiveTailState => state.liveTail ?? initialState;
