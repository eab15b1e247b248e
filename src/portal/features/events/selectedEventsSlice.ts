/** Selected events (SPEC section 3): the event log's rows the user checked, keyed by event id. */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store/store';
import { appSelected } from '@/portal/core/organizationsSlice';

/** Checked events by id. */
export interface SelectedEventsState {
  byId: Record<string, true>;
}

const initialState: SelectedEventsState = { byId: {} };

const selectedEventsSlice = createSlice({
  name: 'selectedEvents',
  initialState,
  reducers: {
    /** One row's box was checked or unchecked. */
    eventSelectionToggled(state, action: PayloadAction<string>) {
      if (state.byId[action.payload]) delete state.byId[action.payload];
      else state.byId[action.payload] = true;
    },
    /** The select-all box: every loaded row checked, or (when all already were) none of them. */
    loadedEventsToggled(state, action: PayloadAction<string[]>) {
      const all = action.payload.length > 0 && action.payload.every((id) => state.byId[id]);
      for (const id of action.payload) {
        if (all) delete state.byId[id];
        else state.byId[id] = true;
      }
    },
    selectionCleared() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(appSelected, () => initialState);
  },
});

export const { eventSelectionToggled, loadedEventsToggled, selectionCleared } = selectedEventsSlice.actions;
export default selectedEventsSlice;

declare module '@/app/store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof selectedEventsSlice> {}
}

const NONE: Record<string, true> = {};

/** The checked events by id. */
export const selectSelectedEvents = (state: Pick<RootState, 'selectedEvents'>): Record<string, true> => state.selectedEvents?.byId ?? NONE;
