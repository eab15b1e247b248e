/** msw handler factories for the search API (/api/search/{org}/search/events, users, companies; count/events). */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { AggregationResponse, SchemaField, SearchBody, SearchHit, SearchResponse, SearchSchemaResponse } from '@/api/search';
import type { createRequestLog } from '../apiRecorder';
import { failureResponse, isFailure, type ApiFailure } from './failure';

type RequestLog = ReturnType<typeof createRequestLog>;

/** What a search handler is asked: the body and the URL (with app_id, from, to). */
export interface SearchRequest {
  body: SearchBody;
  url: URL;
}

/** Answers a search: a response, or a failure. */
export type SearchAnswer = (request: SearchRequest) => SearchResponse<unknown> | ApiFailure;

/** A search response with `total` matches, the given documents as hits, and optional aggregations. */
export function searchResponse(total: number, sources: unknown[] = [], aggregations?: Record<string, unknown>): SearchResponse<unknown> {
  const hits: SearchHit<unknown>[] = sources.map((source, index) => ({ _id: `doc-${index}`, _source: source, sort: [index] }));
  return { took: 1, timed_out: false, hits: { total, hits }, ...(aggregations ? { aggregations } : {}) };
}

const searchHandler = (what: 'events' | 'users' | 'companies', answer: SearchAnswer, log?: RequestLog): HttpHandler =>
  http.post(`/api/search/:orgId/search/${what}`, async ({ request }) => {
    const recorded = await log?.record(request);
    const body = (recorded?.body ?? (await request.clone().json())) as SearchBody;
    const result = answer({ body, url: new URL(request.url) });
    return isFailure(result) ? failureResponse(result) : HttpResponse.json(result, { status: 201 });
  });

/** POST /api/search/{org}/search/events. */
export const searchEventsHandler = (answer: SearchAnswer, log?: RequestLog): HttpHandler => searchHandler('events', answer, log);
/** POST /api/search/{org}/search/users. */
export const searchUsersHandler = (answer: SearchAnswer, log?: RequestLog): HttpHandler => searchHandler('users', answer, log);
/** POST /api/search/{org}/search/companies. */
export const searchCompaniesHandler = (answer: SearchAnswer, log?: RequestLog): HttpHandler => searchHandler('companies', answer, log);

/** What a count handler answers: a count (with aggregations when the body asks for them), or a failure. */
export type CountAnswer = (request: SearchRequest) => AggregationResponse | ApiFailure;

/** POST /api/search/{org}/count/events (status 201 like the server): the app counts and the app summaries. */
export const countEventsHandler = (answer: CountAnswer, log?: RequestLog): HttpHandler =>
  http.post('/api/search/:orgId/count/events', async ({ request }) => {
    const recorded = await log?.record(request);
    const body = (recorded?.body ?? (await request.clone().json())) as SearchBody;
    const result = answer({ body, url: new URL(request.url) });
    return isFailure(result) ? failureResponse(result) : HttpResponse.json({ took: 1, timed_out: false, ...result }, { status: 201 });
  });

/** Counts by app id and `from` value (`-24h`, `-30d`); apps and windows not listed count 0. */
export type CountTable = Record<string, Record<string, number>>;

/** POST /api/search/{org}/count/events answering a plain total from the table (no aggregations). */
export const countsHandler = (table: CountTable = {}, log?: RequestLog): HttpHandler =>
  countEventsHandler(({ url }) => ({ hits: { total: table[url.searchParams.get('app_id') ?? '']?.[url.searchParams.get('from') ?? ''] ?? 0 } }), log);

/** GET /api/search/{org}/events/{id}: one whole event by id, 404 for others (or a failure). */
export const eventHandler = (events: Record<string, unknown> | ApiFailure, log?: RequestLog): HttpHandler =>
  http.get('/api/search/:orgId/events/:eventId', async ({ request, params }) => {
    await log?.record(request);
    if (isFailure(events)) return failureResponse(events);
    const id = String(params.eventId);
    if (!Object.hasOwn(events, id)) return failureResponse({ status: 404, message: 'Event not found' });
    return HttpResponse.json({ _id: id, _source: events[id], sort: [0, id] });
  });

/** A search schema of the fixed verb and status fields and one more field (discovered `metadata.plan` by default). */
export const schemaWith = (extra: SchemaField = { name: 'metadata.plan', type: 'string', source: 'discovered' }): SearchSchemaResponse => ({
  events: {
    fields: [{ name: 'request.verb', type: 'string', source: 'fixed' }, { name: 'response.status', type: 'number', source: 'fixed' }, extra],
    truncated: false,
  },
});

/** GET /api/search/{org}/schema: the searchable fields (or a failure). */
export const searchSchemaHandler = (answer: SearchSchemaResponse | ApiFailure, log?: RequestLog): HttpHandler =>
  http.get('/api/search/:orgId/schema', async ({ request }) => {
    await log?.record(request);
    return isFailure(answer) ? failureResponse(answer) : HttpResponse.json(answer);
  });

/** What the live tail ticket handler answers: a ticket, or a failure. */
export type LiveTicketAnswer = (request: SearchRequest) => { ticket: string; expires_in_ms: number } | ApiFailure;

/** POST /api/search/{org}/live/tickets?app_id (status 201 like the server): a single-use live tail ticket. */
export const liveTicketHandler = (answer: LiveTicketAnswer, log?: RequestLog): HttpHandler =>
  http.post('/api/search/:orgId/live/tickets', async ({ request }) => {
    const recorded = await log?.record(request);
    const body = (recorded?.body ?? (await request.clone().json())) as SearchBody;
    const result = answer({ body, url: new URL(request.url) });
    return isFailure(result) ? failureResponse(result) : HttpResponse.json(result, { status: 201 });
  });
