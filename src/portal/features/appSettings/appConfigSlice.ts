/**
 * The selected app's configuration (SPEC section 3 "app config" slice): loading, loaded, error, and the save of one
 * form at a time with its outcome. Keyed by org and app: another app starts from empty.
 */
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { AppConfig } from '@/api/appSettings';
import { addLoadableCases, idle, toPlainError, type Loadable, type PlainError } from '@/app/store/loadable';
import type { RootState } from '@/app/store/store';
import { loadAppConfig, saveAppConfig } from './appSettingsActions';

/** The last save of a form: under way, saved, or refused with the server's reason. */
export interface FormSave {
  form: string;
  status: 'saving' | 'saved' | 'failed';
  error: PlainError | null;
}

/** State of the app config area. */
export interface AppConfigState extends Loadable {
  /** `org app` of the config held. */
  key: string | null;
  config: AppConfig | null;
  save: FormSave | null;
}

const initialState: AppConfigState = { ...idle(), key: null, config: null, save: null };

const keyOf = (orgId: string, appId: string) => `${orgId} ${appId}`;

function forApp(state: AppConfigState, orgId: string, appId: string): AppConfigState {
  const key = keyOf(orgId, appId);
  if (state.key !== key) Object.assign(state, { ...initialState, key });
  return state;
}

const appConfigSlice = createSlice({
  name: 'appConfig',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(saveAppConfig.requested, (state, action) => {
        const [orgId, appId, , form] = action.meta.args;
        forApp(state, orgId, appId).save = { form, status: 'saving', error: null };
      })
      .addMatcher(saveAppConfig.succeeded, (state, action) => {
        const [orgId, appId, , form] = action.meta.args;
        if (state.key !== keyOf(orgId, appId)) return;
        state.config = action.payload;
        state.save = { form, status: 'saved', error: null };
      })
      .addMatcher(saveAppConfig.failed, (state, action) => {
        const [orgId, appId, , form] = action.meta.args;
        if (state.key !== keyOf(orgId, appId)) return;
        state.save = { form, status: 'failed', error: toPlainError(action.error) };
      });
    addLoadableCases(builder, loadAppConfig, (state, meta) => forApp(state as AppConfigState, ...meta.args), (state, action) => {
      state.config = action.payload;
    });
  },
});

export default appConfigSlice;

declare module '@/app/store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof appConfigSlice> {}
}

/** The area's state (initial until the portal chunk injected the slice). */
export const selectAppConfigState = (state: Pick<RootState, 'appConfig'>): AppConfigState => state.appConfig ?? initialState;

/** The config of that app, or null when another app's (or none) is held. */
export const configFor = (state: AppConfigState, orgId: string, appId: string): AppConfig | null =>
  state.key === keyOf(orgId, appId) ? state.config : null;

/** The save outcome of one form of that app, or null. */
export const saveOf = (state: AppConfigState, form: string): FormSave | null => (state.save?.form === form ? state.save : null);
