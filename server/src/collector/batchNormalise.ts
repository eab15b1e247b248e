import { normaliseAction, normaliseApiEvent, type EventLimits, type EventRejection, type NormaliseResult } from '../events/normaliseEvent';
import type { EventRecord, Tenant } from '../events/types';
import type { WireTimeFormat } from '../events/wireValues';
import { HttpError, badRequest } from '../http/errors';
import { maskWireEvent, type MaskRules } from './masking';

/** What the collector stores: API calls or user actions. */
export type EventKind = 'event' | 'action';

/** Per-app ingestion settings. */
export interface IngestOptions {
  /** When false (portal setting log_body), request and response bodies are dropped before storage. */
  storeBodies: boolean;
  /** How the sender writes zone-less milliseconds (see senderTimeFormat in timeFormat.ts); 'iso' by default. */
  timeFormat?: WireTimeFormat;
  /** Headers and body fields replaced by a fixed mask before validation and storage (portal masking settings). */
  mask?: MaskRules;
}

/** An event of a batch refused on its own, with its index in the batch. */
export type IndexedRejection = EventRejection & { index: number };

/** The events of one batch after validation: the records to store and the events refused one by one. */
export interface NormalisedBatch {
  records: EventRecord[];
  rejected: IndexedRejection[];
}

function applyOptions(record: EventRecord, options: IngestOptions): EventRecord {
  if (!options.storeBodies) {
    record.requestBody = null;
    record.responseBody = null;
    record.requestTransferEncoding = null;
    record.responseTransferEncoding = null;
  }
  return record;
}

/** Masks, validates and enriches one wire event or action (wire-compat 1.3). */
export function normaliseWireEvent(kind: EventKind, raw: unknown, tenant: Tenant, limits: EventLimits, options: IngestOptions): NormaliseResult {
  const masked = maskWireEvent(raw, options.mask);
  const result = kind === 'event' ? normaliseApiEvent(masked, tenant, limits) : normaliseAction(masked, tenant, limits);
  if ('record' in result) applyOptions(result.record, options);
  return result;
}

/** Throws the 400 for a batch body that is not a JSON array. */
export function checkBatchArray(kind: EventKind, body: unknown): asserts body is unknown[] {
  if (!Array.isArray(body)) throw badRequest(`The body must be a JSON array of ${kind}s`);
}

/**
 * Adds the event at `index` of a batch to `into`: its record, or its rejection. A structurally invalid event throws
 * the 400 that refuses the whole batch (a client bug: retrying will not help).
 */
export function addBatchEvent(kind: EventKind, raw: unknown, index: number, tenant: Tenant, limits: EventLimits, options: IngestOptions, into: NormalisedBatch): void {
  const result = normaliseWireEvent(kind, raw, tenant, limits, options);
  if ('invalid' in result) throw badRequest(`Invalid ${kind} at index ${index}: ${result.invalid}`);
  if ('rejection' in result) into.rejected.push({ index, ...result.rejection });
  else into.records.push(result.record);
}

/** Throws when no event of the batch is left to store: 413 when every event was over-size, else 400. */
export function checkSomethingLeft(kind: EventKind, batch: NormalisedBatch): void {
  const { records, rejected } = batch;
  if (records.length > 0 || rejected.length === 0) return;
  const status = rejected.every((r) => r.status === 413) ? 413 : 400;
  const first = rejected[0];
  throw new HttpError(status, `No ${kind} accepted: ${rejected.length} rejected; first at index ${first.index}: ${first.message}`);
}
