/**
 * Toast notifications (SPEC section 8): what is on screen, how long it stays and where.
 * The Toasts component renders this slice; the error policy and features add to it with `notify`.
 */
import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { NOTIFICATION_WIDTH_PX, SUCCESS_TOAST_MS } from '@/lib/constants';

/** Kind of a notification: errors and warnings are announced assertively, the rest politely. */
export type NotificationKind = 'success' | 'error' | 'warning' | 'info';
/** Screen corner (or edge) a notification stacks in. */
export type NotificationPosition = 'top-right' | 'top-center';

/** What a caller passes to `notify`. */
export interface NotifyInput {
  kind: NotificationKind;
  /** Defaults by kind (success: 'Success'). */
  title?: string;
  /** Defaults to 'Action successfully performed!' for success, empty otherwise. */
  message?: string;
  /** Milliseconds before it disappears; null keeps it until dismissed. Defaults by kind (errors persist). */
  durationMs?: number | null;
  /** Defaults to top-right. */
  position?: NotificationPosition;
}

/** A notification on screen. */
export interface AppNotification {
  id: string;
  kind: NotificationKind;
  title: string;
  message: string;
  durationMs: number | null;
  position: NotificationPosition;
  /** Width in CSS pixels. */
  width: number;
}

export interface NotificationsState {
  items: AppNotification[];
}

const DEFAULT_TITLES: Record<NotificationKind, string> = {
  success: 'Success',
  error: 'Something Went Wrong',
  warning: 'Warning',
  info: 'Information',
};

const DEFAULT_DURATIONS: Record<NotificationKind, number | null> = {
  success: SUCCESS_TOAST_MS,
  info: SUCCESS_TOAST_MS,
  warning: null,
  error: null,
};

/** Default message of a success toast. */
export const DEFAULT_SUCCESS_MESSAGE = 'Action successfully performed!';

const initialState: NotificationsState = { items: [] };

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    /** Shows a notification; an identical one already on screen is not repeated. */
    notify: {
      reducer(state, action: PayloadAction<AppNotification>) {
        const next = action.payload;
        const duplicate = state.items.some(
          (item) => item.kind === next.kind && item.title === next.title && item.message === next.message,
        );
        if (!duplicate) state.items.push(next);
      },
      prepare(input: NotifyInput) {
        const { kind } = input;
        return {
          payload: {
            id: nanoid(),
            kind,
            title: input.title ?? DEFAULT_TITLES[kind],
            message: input.message ?? (kind === 'success' ? DEFAULT_SUCCESS_MESSAGE : ''),
            durationMs: input.durationMs === undefined ? DEFAULT_DURATIONS[kind] : input.durationMs,
            position: input.position ?? 'top-right',
            width: NOTIFICATION_WIDTH_PX,
          },
        };
      },
    },
    /** Removes one notification. */
    dismiss(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
    /** Removes every notification. */
    dismissAll(state) {
      state.items = [];
    },
  },
  selectors: {
    selectNotifications: (state) => state.items,
  },
});

export const { notify, dismiss, dismissAll } = notificationsSlice.actions;
export const { selectNotifications } = notificationsSlice.selectors;
export default notificationsSlice;
