/**
 * Integrations (SPEC sections 3-4): the integration check of each app, one result per check kind. The wait step
 * re-runs the checks every few seconds: a re-check keeps the last answer and error on screen until the new answer
 * arrives, so nothing flickers while polling.
 */
import { createSlice, type ActionReducerMapBuilder, type Draft, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { ApiError } from '@/api/errors';
import type { SearchResponse } from '@/api/search';
import { idle, toPlainError, type Loadable } from '@/app/store/loadable';
import type { RootState } from '@/app/store/store';
import type { ApiCallCreator } from '@/app/store/promiseActions';
import type { AppSelection } from '@/portal/core/organizationsRules';
import { sampleLabels, type CheckDocument } from './checkSamples';
import { searchCheckCompanies, searchCheckEvents, searchCheckUsers } from './integrationsActions';
import {
  CHECK_KINDS,
  checkResultOf,
  checksKey,
  demoCheckResult,
  isToleratedSearchFailure,
  resultAfterToleratedFailure,
  type CheckKind,
  type IntegrationCheckResult,
} from './integrationsRules';

/** One check of one app. */
export interface IntegrationCheckState extends Loadable {
  /** The last answer; null until the first one. */
  result: IntegrationCheckResult | null;
  /** What was found, as short labels. */
  samples: string[];
}

/** The checks of one app, by kind. */
export type AppChecks = Record<CheckKind, IntegrationCheckState>;

/** State: each app's checks by `checksKey(orgId, appId)`. */
export type IntegrationsState = Record<string, AppChecks>;

const notChecked = (): IntegrationCheckState => ({ ...idle(), result: null, samples: [] });
const emptyChecks = (): AppChecks =>
  Object.fromEntries(CHECK_KINDS.map((kind) => [kind, notChecked()])) as AppChecks;

function checkOf(state: Draft<IntegrationsState>, orgId: string, appId: string, kind: CheckKind): IntegrationCheckState {
  return (state[checksKey(orgId, appId)] ??= emptyChecks())[kind];
}

function settleFailure(check: IntegrationCheckState, kind: CheckKind, error: ApiError): void {
  const plain = toPlainError(error);
  if (isToleratedSearchFailure(plain.message)) {
    Object.assign(check, { status: 'loaded', error: null, result: resultAfterToleratedFailure(kind, check.result) });
  } else {
    Object.assign(check, { status: 'failed', error: plain });
  }
}

/** Adds the request / success / failure cases of one check call; `kindOf` reads the check kind from its arguments. */
function addCheckCases<TArgs extends readonly [string, string, ...unknown[]], TDoc extends CheckDocument>(
  builder: ActionReducerMapBuilder<IntegrationsState>,
  call: ApiCallCreator<TArgs, SearchResponse<TDoc>>,
  kindOf: (args: TArgs) => CheckKind,
): void {
  builder
    .addMatcher(call.requested, (state, { meta: { args } }) => {
      const check = checkOf(state, args[0], args[1], kindOf(args));
      if (check.status === 'idle') check.status = 'loading';
    })
    .addMatcher(call.succeeded, (state, { meta: { args }, payload }) => {
      const kind = kindOf(args);
      Object.assign(checkOf(state, args[0], args[1], kind), {
        status: 'loaded',
        error: null,
        result: checkResultOf(payload ?? {}),
        samples: sampleLabels(kind, payload?.hits?.hits),
      });
    })
    .addMatcher(call.failed, (state, { meta: { args }, error }) => {
      const kind = kindOf(args);
      settleFailure(checkOf(state, args[0], args[1], kind), kind, error);
    });
}

const integrationsSlice = createSlice({
  name: 'integrations',
  initialState: {} as IntegrationsState,
  reducers: {
    /** The demo organization skips the searches and shows its fixed integration data. */
    demoChecked(state, action: PayloadAction<AppSelection>) {
      const { orgId, appId } = action.payload;
      CHECK_KINDS.forEach((kind) =>
        Object.assign(checkOf(state, orgId, appId, kind), { status: 'loaded', error: null, result: demoCheckResult(kind), samples: [] }));
    },
  },
  extraReducers: (builder) => {
    addCheckCases(builder, searchCheckEvents, (args) => args[2]);
    addCheckCases(builder, searchCheckUsers, () => 'user');
    addCheckCases(builder, searchCheckCompanies, () => 'company');
  },
});

export const { demoChecked } = integrationsSlice.actions;
export default integrationsSlice;

declare module '@/app/store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof integrationsSlice> {}
}

const NOT_CHECKED: AppChecks = emptyChecks();

/** The checks of an app (all idle until the first check). */
export const selectIntegrationChecks = (state: Pick<RootState, 'integrations'>, orgId: string, appId: string): AppChecks =>
  state.integrations?.[checksKey(orgId, appId)] ?? NOT_CHECKED;

/** True once the app's first API call or action has landed. */
export const selectDataLanded = (state: Pick<RootState, 'integrations'>, orgId: string, appId: string): boolean =>
  selectIntegrationChecks(state, orgId, appId).event.result?.dataExists === true;
