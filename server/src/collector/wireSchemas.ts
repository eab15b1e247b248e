import type { FastifySchemaCompiler } from 'fastify';
import { collectorAccess, openObject } from '../http/schemaFragments';

/**
 * JSON schemas of the collector wire format (Moesif-compatible, wire-compat.md). SDKs send ids as strings or
 * numbers and empty values as null, '' or nothing; the types below say what is tolerated. On the collector these
 * schemas document the format only: the ingest service validates bodies itself (see ingestServiceValidates).
 */

const text = { type: ['string', 'number', 'null'] } as const;
const time = { type: ['string', 'number', 'null'], description: 'ISO 8601 (zone-less = UTC) or epoch milliseconds' } as const;
const headers = { type: ['object', 'null'], additionalProperties: true, description: 'Header name -> value' } as const;
const anyBody = { description: 'Any JSON value; base64 text with transfer_encoding: base64' } as const;
const metadata = { type: ['object', 'null'], additionalProperties: true, description: 'Custom fields, merged recursively on profiles' } as const;

const eventProperties = {
  request: {
    type: 'object',
    required: ['time', 'uri', 'verb'],
    properties: {
      time, uri: { type: 'string' }, verb: { type: 'string' }, headers, body: anyBody,
      ip_address: text, api_version: text, transfer_encoding: text,
    },
  },
  response: {
    type: ['object', 'null'],
    properties: { time, status: { type: ['integer', 'string', 'null'] }, headers, body: anyBody, transfer_encoding: text },
  },
  user_id: text, company_id: text, subscription_id: text, session_token: text, anonymous_id: text,
  metadata,
  weight: { type: ['integer', 'string', 'null'], description: 'Sampling weight: the event counts this many times' },
  transaction_id: { ...text, description: 'Deduplication key (or the X-Moesif-Transaction-Id header)' },
  direction: text, trace_id: text,
  span: { type: ['object', 'null'], properties: { id: text, parent_span_id: text, parent_id: text } },
  blocked_by: text,
} as const;

/** One API call event. */
export const eventBody = { type: 'object', required: ['request'], properties: eventProperties } as const;

/** One user action (custom action payload). */
export const actionBody = {
  type: 'object',
  required: ['action_name', 'request'],
  properties: {
    action_name: { type: 'string' },
    request: {
      type: 'object',
      required: ['uri'],
      properties: { time, uri: { type: 'string' }, user_agent_string: text, ip_address: text, headers },
    },
    user_id: text, company_id: text, subscription_id: text, session_token: text, anonymous_id: text, metadata, transaction_id: text,
  },
} as const;

/** A user upsert; user_id is required, except for a visitor not identified yet (anonymous_id). */
export const userBody = {
  type: 'object',
  properties: {
    user_id: text, anonymous_id: text, company_id: text, metadata, session_token: text, ip_address: text, user_agent_string: text,
    campaign: { type: ['object', 'null'], additionalProperties: true, description: 'UTM fields' }, modified_time: time,
  },
} as const;

/** A company upsert. */
export const companyBody = {
  type: 'object',
  required: ['company_id'],
  properties: {
    company_id: text, company_domain: text, metadata, session_token: text, ip_address: text,
    campaign: { type: ['object', 'null'], additionalProperties: true }, modified_time: time,
  },
} as const;

/** A subscription upsert (by subscription_id). */
export const subscriptionBody = {
  type: 'object',
  required: ['subscription_id', 'company_id', 'status'],
  properties: {
    subscription_id: text, company_id: text, status: { type: 'string' }, current_period_start: time, current_period_end: time,
    items: { type: ['array', 'null'] }, metadata,
  },
} as const;

/** A batch of items of one kind. */
export const batchOf = <T extends object>(item: T) => ({ type: 'array', items: item }) as const;

/** 201 answer to events and actions: stored, duplicate and per-event rejected counts. */
export const ingestSummaryAnswer = {
  type: 'object',
  required: ['accepted', 'duplicates', 'rejected'],
  properties: {
    accepted: { type: 'integer', description: 'Events stored now' },
    duplicates: { type: 'integer', description: 'Events skipped because their transaction_id was already stored' },
    rejected: {
      type: 'array',
      description: 'Events refused one by one (over 1 MB, older than 30 days), by index in the batch',
      items: {
        type: 'object',
        required: ['index', 'status', 'message'],
        properties: { index: { type: 'integer' }, status: { type: 'integer' }, message: { type: 'string' } },
      },
    },
  },
} as const;

/** 201 answer to profile upserts. */
export const profilesUpdatedAnswer = {
  type: 'object',
  required: ['updated'],
  properties: { updated: { type: 'integer', description: 'Profiles written' } },
} as const;

/** GET config: the app's sampling configuration. */
export const collectorConfigAnswer = {
  type: 'object',
  properties: {
    sample_rate: { type: 'number', minimum: 0, maximum: 100, description: 'Percent of events to keep' },
    user_sample_rate: { ...openObject, description: 'user id -> percent' },
    company_sample_rate: { ...openObject, description: 'company id -> percent' },
    user_rules: openObject,
    company_rules: openObject,
    regex_config: { type: 'array', items: openObject },
  },
} as const;

/** Route schema of a collector POST: its body, its 201 answer and the collector credential. */
export function collectorPost(summary: string, body: object, answer: object) {
  return { schema: { summary, security: collectorAccess, body, response: { 201: answer } } };
}

/**
 * Validator of the collector routes: bodies go through untouched, because the ingest service validates them with
 * Moesif's wording (`Invalid event at index 1: request.verb is required`) and rejects single events of a batch
 * while keeping the rest. The collector routes take no path or query parameters.
 */
export const ingestServiceValidates: FastifySchemaCompiler<unknown> = ({ httpPart, url }) => {
  if (httpPart !== 'body') throw new Error(`Collector route ${url}: only body schemas are supported`);
  return () => true;
};
