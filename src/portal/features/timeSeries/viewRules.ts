/**
 * The time series screen's own URL settings beside the query model: "compare to previous period" and the range a
 * zoom returns to. Everything is in the URL, so a zoomed or compared view is a link, and Back undoes a zoom.
 */
import { absoluteRange, MIN_WINDOW_MS } from '@/portal/shared/queryControls/windowRules';
import { CHART_KINDS, type ChartKind } from './chartRules';
import { defaultQueryModel, fromSearchParams, toSearchParams, type DateRange, type Interval, type QueryModel } from '@/portal/shared/queryModel';

/** What the screen shows beyond the query model. */
export interface ViewSettings {
  /** Also draw the window of the same length just before the range (`compare=previous`). */
  compare: boolean;
  /** The range and interval before the first zoom (`unzoom`, `unzoom_interval`); null when not zoomed. */
  beforeZoom: { range: DateRange; interval: Interval } | null;
  /** How the series are drawn (`chart`; lines when absent). */
  chart: ChartKind;
}

/** A view: the query model and the screen's settings. */
export interface View {
  model: QueryModel;
  settings: ViewSettings;
}

const COMPARE = 'compare';
const COMPARE_PREVIOUS = 'previous';
const UNZOOM = 'unzoom';
const UNZOOM_INTERVAL = 'unzoom_interval';
const CHART = 'chart';

/** A range or interval read on its own with the model's codec (null when malformed). */
function decodeRangeAndInterval(range: string, interval: string | null): ViewSettings['beforeZoom'] {
  const fallback = { from: 'invalid', to: 'invalid' };
  const decoded = fromSearchParams(new URLSearchParams({ range, interval: interval ?? 'auto' }), { ...defaultQueryModel(), range: fallback });
  return decoded.range === fallback ? null : { range: decoded.range, interval: decoded.interval };
}

/** Reads the screen's settings from the URL; a malformed zoom origin or chart kind is ignored. */
export function readViewSettings(search: string): ViewSettings {
  const params = new URLSearchParams(search);
  const unzoom = params.get(UNZOOM);
  const chart = CHART_KINDS.find((kind) => kind === params.get(CHART)) ?? 'line';
  return {
    compare: params.get(COMPARE) === COMPARE_PREVIOUS,
    beforeZoom: unzoom === null ? null : decodeRangeAndInterval(unzoom, params.get(UNZOOM_INTERVAL)),
    chart,
  };
}

/** The URL parameters of a view: the model's (`toSearchParams`), then `compare`, the chart kind and the zoom origin when set. */
export function viewSearchParams({ model, settings }: View): URLSearchParams {
  const params = toSearchParams(model);
  if (settings.compare) params.set(COMPARE, COMPARE_PREVIOUS);
  if (settings.chart !== 'line') params.set(CHART, settings.chart);
  if (settings.beforeZoom) {
    const origin = toSearchParams({ ...model, range: settings.beforeZoom.range, interval: settings.beforeZoom.interval });
    params.set(UNZOOM, origin.get('range') ?? '');
    params.set(UNZOOM_INTERVAL, settings.beforeZoom.interval);
  }
  return params;
}

/**
 * The view after selecting `fromMs`..`toMs` on the chart: that absolute window (widened to whole seconds) with the
 * automatic interval, remembering the range before the first zoom. Null for a window shorter than a minute.
 */
export function zoomTo(view: View, fromMs: number, toMs: number): View | null {
  if (!Number.isFinite(fromMs) || !Number.isFinite(toMs) || toMs - fromMs < MIN_WINDOW_MS) return null;
  const range = absoluteRange(fromMs, toMs);
  return {
    model: { ...view.model, range, interval: 'auto' },
    settings: { ...view.settings, beforeZoom: view.settings.beforeZoom ?? { range: view.model.range, interval: view.model.interval } },
  };
}

/** The view before the first zoom (the view itself when not zoomed). */
export function resetZoom(view: View): View {
  const before = view.settings.beforeZoom;
  if (!before) return view;
  return { model: { ...view.model, range: before.range, interval: before.interval }, settings: { ...view.settings, beforeZoom: null } };
}

/** The view after an edit of the model: choosing another range ends the zoom (there is nothing to return to). */
export function editModel(view: View, model: QueryModel): View {
  const rangeChanged = encodeRange(model.range) !== encodeRange(view.model.range);
  return { model, settings: rangeChanged ? { ...view.settings, beforeZoom: null } : view.settings };
}

const encodeRange = (range: DateRange): string => (typeof range === 'string' ? range : `${range.from}~${range.to}`);
