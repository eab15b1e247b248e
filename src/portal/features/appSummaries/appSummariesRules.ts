/**
 * The app's key numbers (calls, error rate, p95 latency, active users and companies) as one search request per
 * window, and how its answer reads.
 */
import type { AggregationResponse, SearchBody, SearchWindow } from '@/api/search';
import type { QueryModel } from '@/portal/shared/queryModel';

/** A window the summary covers. */
export interface SummaryWindow extends SearchWindow {
  key: 'day' | 'month';
  label: string;
}

/** The two windows of the app screen. */
export const SUMMARY_WINDOWS: readonly SummaryWindow[] = [
  { key: 'day', label: 'Last 24 hours', from: '-24h', to: 'now' },
  { key: 'month', label: 'Last 30 days', from: '-30d', to: 'now' },
];

/** The key numbers of one app over one window. */
export interface AppSummary {
  /** API calls and actions (sampled events counted as sent). */
  calls: number;
  /** Share of calls answered with status 400 or above, 0-1 (null without calls). */
  errorRate: number | null;
  /** 95th percentile of the call duration in milliseconds (null without timed calls). */
  p95Ms: number | null;
  activeUsers: number;
  activeCompanies: number;
}

/** The aggregations that compute a summary. */
export const SUMMARY_BODY: SearchBody = {
  aggs: {
    // hits.total counts stored events; the sum of weights counts sampled events as sent.
    calls: { sum: { field: 'weight', missing: 1 } },
    errors: { filter: { range: { 'response.status': { gte: 400 } } } },
    latency: { percentiles: { field: 'duration_ms', percents: [95] } },
    users: { cardinality: { field: 'user_id' } },
    companies: { cardinality: { field: 'company_id' } },
  },
};

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

function finite(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Reads the server's answer to SUMMARY_BODY. */
export function readSummary(response: AggregationResponse): AppSummary {
  const aggs = record(response.aggregations);
  const calls = finite(record(aggs.calls).value) ?? finite(response.hits?.total) ?? 0;
  const errors = finite(record(aggs.errors).doc_count) ?? 0;
  const percentiles = Object.values(record(record(aggs.latency).values));
  return {
    calls,
    errorRate: calls > 0 ? errors / calls : null,
    p95Ms: finite(percentiles[0]),
    activeUsers: finite(record(aggs.users).value) ?? 0,
    activeCompanies: finite(record(aggs.companies).value) ?? 0,
  };
}

/** The state key of one app's window. */
export const summaryKey = (orgId: string, appId: string, windowKey: string): string => `${orgId}/${appId}/${windowKey}`;

const counter = new Intl.NumberFormat('en-US');

/** Formats each number for its tile. */
export const formatSummary = {
  count: (value: number): string => counter.format(value),
  rate: (value: number | null): string => (value === null ? '–' : `${(value * 100).toFixed(value < 0.1 ? 2 : 1)} %`),
  latency: (value: number | null): string => (value === null ? '–' : value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`),
};

/** A tile's way into the analysis screens: the query a link opens (the screens read it from the URL). */
export interface TileLinks {
  /** The window's calls over time. */
  calls: string;
  /** The window's failed calls (status 400 and above) in the event log. */
  errors: string;
  /** The window's latency percentiles over time. */
  latency: string;
}

/** The query string of each tile's link for a window, built with the shared query model. */
export function tileQueries(window: SummaryWindow, toQueryString: (model: QueryModel) => string, base: QueryModel): TileLinks {
  const range = window.key === 'day' ? 'last_24h' : 'last_30d';
  const view: QueryModel = { ...base, range };
  return {
    calls: toQueryString(view),
    errors: toQueryString({
      ...view,
      filters: { op: 'and', items: [{ field: 'response.status', fieldType: 'number', operator: 'gte', value: 400 }] },
    }),
    latency: toQueryString({ ...view, metrics: [{ kind: 'latency', stat: 'p90' }, { kind: 'latency', stat: 'p99' }] }),
  };
}
