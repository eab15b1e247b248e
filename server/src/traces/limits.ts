/** Limits of trace ingestion and reading (server/src/traces/README.md, "Limits"). */
export interface TraceLimits {
  /** Most spans one export request may hold; more answers 413. */
  maxSpansPerRequest: number;
  /** Most attributes kept per span, per resource and per span event; the rest are dropped and counted. */
  maxAttributes: number;
  /** Longest attribute key, in characters; longer keys are cut. */
  maxKeyLength: number;
  /** Longest string value (attributes, event names, status message), in characters; longer strings are cut. */
  maxValueLength: number;
  /** Longest span name, in characters; longer names are cut. */
  maxNameLength: number;
  /** Most events kept per span; the rest are dropped and counted. */
  maxEventsPerSpan: number;
  /** Deepest nesting of array and key-value list attribute values; deeper values are stored as null. */
  maxValueDepth: number;
  /** Most spans one trace answer lists (`truncated: true` past it). */
  maxSpansPerTrace: number;
}

/** The documented limits. */
export const TRACE_LIMITS: TraceLimits = {
  maxSpansPerRequest: 10_000,
  maxAttributes: 128,
  maxKeyLength: 256,
  maxValueLength: 4_096,
  maxNameLength: 1_024,
  maxEventsPerSpan: 128,
  maxValueDepth: 8,
  maxSpansPerTrace: 1_000,
};
