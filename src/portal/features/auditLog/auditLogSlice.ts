/**
 * The selected organization's audit log: the records loaded so far (newest first) for the filters applied, the
 * cursor of the next page, and the action catalogue. Keyed by organization and filters: a new load replaces the list.
 */
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { AuditActionInfo, AuditFilters, AuditRecord } from '@/api/auditLog';
import { addLoadableCases, idle, toPlainError, type Loadable } from '@/app/store/loadable';
import type { RootState } from '@/app/store/store';
import { loadAuditLog, loadMoreAuditLog } from './auditLogActions';

/** State of the audit log area. */
export interface AuditLogState extends Loadable {
  /** Organization and filters the list belongs to. */
  orgId: string | null;
  filters: AuditFilters;
  records: AuditRecord[];
  /** Cursor of the next (older) page; null when every record is loaded. */
  nextCursor: string | null;
  /** Actions the log records (the action filter's options). */
  actions: AuditActionInfo[];
  /** The next page: loading, or its failure. */
  more: Loadable;
}

const initialState: AuditLogState = { ...idle(), orgId: null, filters: {}, records: [], nextCursor: null, actions: [], more: idle() };

const auditLogSlice = createSlice({
  name: 'auditLog',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(loadMoreAuditLog.requested, (state) => {
        state.more = { status: 'loading', error: null };
      })
      .addMatcher(loadMoreAuditLog.succeeded, (state, action) => {
        const [orgId, , cursor] = action.meta.args;
        if (state.orgId !== orgId || state.nextCursor !== cursor) return;
        state.more = { status: 'loaded', error: null };
        state.records.push(...action.payload.records);
        state.nextCursor = action.payload.next_cursor;
      })
      .addMatcher(loadMoreAuditLog.failed, (state, action) => {
        state.more = { status: 'failed', error: toPlainError(action.error) };
      });
    addLoadableCases(builder, loadAuditLog, (state, meta) => {
      const [orgId, filters] = meta.args;
      if (state.orgId !== orgId) Object.assign(state, { ...initialState, orgId });
      state.filters = filters;
      state.more = idle();
      return state;
    }, (state, action) => {
      state.records = action.payload.records;
      state.nextCursor = action.payload.next_cursor;
      state.actions = action.payload.actions;
    });
  },
});

export default auditLogSlice;

declare module '@/app/store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof auditLogSlice> {}
}

/** The area's state (initial until the slice is injected). */
export const selectAuditLogState = (state: Pick<RootState, 'auditLog'>): AuditLogState => state.auditLog ?? initialState;
