/** Pure rules of the geo map: the view in the URL, its search, and the answer read into one row per country. */
import type { SearchBody, SearchWindow } from '@/api/search';
import {
  compileFilters,
  defaultQueryModel,
  fromSearchParams,
  isTimeZone,
  MISSING_KEY,
  rangeQueryParams,
  toSearchParams,
  type QueryModel,
} from '@/portal/shared/queryModel';
import { countryName } from '@/portal/shared/countryNames';
import { geoMetricOption, valueAggregations, type GeoMetric, type GeoMetricOption } from './geoMetrics';

/** The event field holding the country resolved from the caller's address at ingest (ISO 3166-1 alpha-2). */
export const COUNTRY_FIELD = 'request.geo_ip.country_code2';
/** Countries asked for: more than there are (249 ISO codes), so none is left out. */
export const MAX_COUNTRIES = 300;
/** Name of the terms aggregation by country. */
export const COUNTRIES_AGG = 'countries';
/** URL parameter of the measure. */
export const METRIC_PARAM = 'metric';

/** What the map shows: the query model's filters and window, and one measure. */
export interface GeoView {
  model: QueryModel;
  metric: GeoMetricOption;
}

/** The search of a view. */
export interface GeoRequest {
  params: SearchWindow;
  body: SearchBody;
}

/** One country of the answer. */
export interface CountryRow {
  /** ISO 3166-1 alpha-2 code. */
  code: string;
  name: string;
  /** The measure; null when it has no value there (no API calls for an error rate, no latency for actions). */
  value: number | null;
  /** Weighted events from the country. */
  events: number;
  /** Its events as a fraction of all located events (0 to 1). */
  share: number;
}

/** The answer of a view read for the map and the table. */
export interface GeoResult {
  /** Countries by value, highest first (no value last), then by events. */
  rows: CountryRow[];
  /** Events with a country. */
  locatedEvents: number;
  /** Events whose address gave no country (private, reserved or missing). */
  unlocatedEvents: number;
}

/** Reads the view from the URL; the window, filters and zone follow the query model's encoding. */
export function geoViewFromSearch(search: string, appTimeZone: string | undefined): GeoView {
  const params = new URLSearchParams(search);
  const defaults: QueryModel = { ...defaultQueryModel(), timeZone: isTimeZone(appTimeZone) ? appTimeZone : 'UTC' };
  return { model: fromSearchParams(params, defaults), metric: geoMetricOption(params.get(METRIC_PARAM)) };
}

/** The URL parameters of a view: the model's window, zone and filters, and the measure (the model's own metrics and group-bys do not apply here). */
export function geoSearchParams(view: GeoView): URLSearchParams {
  const params = toSearchParams({ ...view.model, metrics: [], groupBy: [], newUsersOnly: false, newCompaniesOnly: false });
  params.set(METRIC_PARAM, view.metric.value);
  return params;
}

/** The aggregation search of a view: one terms bucket per country (and one for events without), the measure in each. */
export function geoRequest(model: QueryModel, metric: GeoMetric): GeoRequest {
  const query = compileFilters(model.filters);
  const countries = {
    terms: { field: COUNTRY_FIELD, size: MAX_COUNTRIES, missing: MISSING_KEY, order: { _count: 'desc' } },
    aggs: valueAggregations(metric),
  };
  return { params: rangeQueryParams(model.range), body: { size: 0, ...(query ? { query } : {}), aggs: { [COUNTRIES_AGG]: countries } } };
}

/** Identity of a view's answer. */
export const geoKey = (orgId: string, appId: string, request: GeoRequest): string => JSON.stringify([orgId, appId, request.params, request.body]);

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The measure in one country bucket. */
function valueOf(bucket: Json, metric: GeoMetric): number | null {
  if (metric.kind === 'error_rate') {
    const calls = isObject(bucket.calls) ? finite(bucket.calls.doc_count) : null;
    const errors = isObject(bucket.errors) ? finite(bucket.errors.doc_count) : null;
    return calls && errors !== null ? (100 * errors) / calls : null;
  }
  const agg = bucket.value;
  if (!isObject(agg)) return null;
  if ('value' in agg) return finite(agg.value);
  return isObject(agg.values) ? finite(Object.values(agg.values)[0]) : null;
}

const byValue = (a: CountryRow, b: CountryRow): number => {
  if (a.value === null || b.value === null) return a.value === b.value ? b.events - a.events : a.value === null ? 1 : -1;
  return b.value - a.value || b.events - a.events;
};

/** Reads the `countries` buckets of an answer into rows. */
export function readGeoResult(aggregations: Record<string, unknown> | null, metric: GeoMetric): GeoResult {
  const agg = aggregations?.[COUNTRIES_AGG];
  const buckets = isObject(agg) && Array.isArray(agg.buckets) ? agg.buckets.filter(isObject) : [];
  let unlocatedEvents = 0;
  const located: Array<Omit<CountryRow, 'share'>> = [];
  for (const bucket of buckets) {
    const events = finite(bucket.doc_count) ?? 0;
    if (bucket.key === MISSING_KEY || typeof bucket.key !== 'string') unlocatedEvents += events;
    else located.push({ code: bucket.key, name: countryName(bucket.key), value: valueOf(bucket, metric), events });
  }
  const locatedEvents = located.reduce((sum, row) => sum + row.events, 0);
  const rows = located.map((row) => ({ ...row, share: locatedEvents > 0 ? row.events / locatedEvents : 0 })).sort(byValue);
  return { rows, locatedEvents, unlocatedEvents };
}
