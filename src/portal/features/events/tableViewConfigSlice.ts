/** Table view config (SPEC section 3): the event log columns each app's view hides. */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store/store';
import { cleanHiddenColumns, toggleColumn, viewKey, type OptionalColumn } from './tableViewConfigRules';

/** Hidden columns by `org/app`. */
export type TableViewConfigState = Record<string, OptionalColumn[]>;

const tableViewConfigSlice = createSlice({
  name: 'tableViewConfig',
  initialState: {} as TableViewConfigState,
  reducers: {
    /** The columns remembered for an app were read back. */
    columnsRestored(state, action: PayloadAction<{ orgId: string; appId: string; hidden: readonly string[] }>) {
      const { orgId, appId, hidden } = action.payload;
      state[viewKey(orgId, appId)] = cleanHiddenColumns(hidden);
    },
    /** The user switched a column on or off. */
    columnToggled(state, action: PayloadAction<{ orgId: string; appId: string; column: OptionalColumn }>) {
      const { orgId, appId, column } = action.payload;
      const key = viewKey(orgId, appId);
      state[key] = toggleColumn(state[key] ?? [], column);
    },
  },
});

export const { columnsRestored, columnToggled } = tableViewConfigSlice.actions;
export default tableViewConfigSlice;

declare module '@/app/store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof tableViewConfigSlice> {}
}

const NONE: OptionalColumn[] = [];

/** The columns one app's view hides (none until chosen). */
export const selectHiddenColumns = (state: Pick<RootState, 'tableViewConfig'>, orgId: string, appId: string): OptionalColumn[] =>
  state.tableViewConfig?.[viewKey(orgId, appId)] ?? NONE;
