/**
 * The controls every analysis screen shares: range picker (relative ranges and a custom range dialog), filter bar with its searchable field picker, interval
 * picker, metric picker, metric names and Access via API. They edit a query model (`../queryModel`) and hold no state of their own
 * beyond form inputs.
 */

export { AccessViaApi } from './AccessViaApi';
export { FieldPicker } from './FieldPicker';
export { FilterBar } from './FilterBar';
export { INTERVAL_LABELS, IntervalPicker } from './IntervalPicker';
export { buildCondition, describeCondition, fieldOptions, OPERATOR_LABELS, type FieldOption } from './filterRules';
export { MetricPicker } from './MetricPicker';
export { metricName } from './metricNames';
export { metricOptions, metricOptionValue, type MetricOption } from './metricOptions';
export { RANGE_LABELS, RangePicker } from './RangePicker';
export { useWindowForm, type WindowFormState } from './useWindowForm';
export { absoluteRange, formatWindow, MIN_WINDOW_MS, fromZonedInput, toZonedInput, windowOf, windowProblem } from './windowRules';
