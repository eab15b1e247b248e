/** The query model of the analysis screens: types, validation, URL encoding, compilation to the search DSL. */
export type * from './types';
export * from './limits';
export { COMPANY_FIRST_SEEN_FIELD, EVENT_FIELD_TYPES, JSON_FIELD_PREFIXES, USER_FIRST_SEEN_FIELD, fieldKind, isJsonPath, isNumericField } from './fields';
export { ALL_OPERATORS, operatorsFor } from './operators';
export { defaultQueryModel } from './defaults';
export { emptyFilterGroup, isCondition, isFilterGroup, withConditions } from './filterTree';
export { parseFormula, evaluateFormula, type FormulaNode, type FormulaParse } from './formula';
export { metricLetter, metricsByLetter } from './metricLetters';
export {
  RELATIVE_RANGES,
  autoInterval,
  histogramBucketCount,
  isAbsoluteRange,
  isRelativeRange,
  isTimeZone,
  parseInstant,
  rangeDurationMs,
  rangeQueryParams,
  resolveInterval,
  weekStartOf,
} from './dateRange';
export { planHistogram, type HistogramPlan } from './histogram';
export { validateQueryModel, type ValidateOptions } from './validate';
export { toSearchParams, toQueryString, fromSearchParams } from './urlCodec';
export { compileFilters, type DslClause } from './compileFilters';
export { metricAggregation, metricAggregations } from './compileMetrics';
export { compileToSearch, groupAggName, SERIES_AGG, type CompiledSearch, type CompileOptions } from './compile';
export {
  aggregationKey,
  aggregationRequest,
  answerNumber,
  appTimeDefaults,
  displayZone,
  isAnswerObject,
  metricValue,
  type AggregationRequest,
  type AnswerJson,
  type AppTimeSettings,
} from './aggregationSearch';
export { groupAggregation, groupBucketAggregation, groupKindOf, MAX_HISTOGRAM_INTERVAL } from './groupBys';
export { newEntityClauses } from './newEntities';
export { curlFor, curlForRequest, searchUrl, searchUrlFor, shellQuote, type CurlTarget, type SearchRequestParts } from './curl';
