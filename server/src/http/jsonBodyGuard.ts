import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

// Node 20 has these (ES2024); the project's TypeScript lib is ES2023.
declare global {
  interface String {
    isWellFormed(): boolean;
    toWellFormed(): string;
  }
}

/**
 * Deepest JSON nesting a request body may have. JSON.parse copes with any depth, but recursive work done later
 * (JSON.stringify, merges, schema validation) overflows the stack on bodies nested thousands deep.
 */
export const MAX_JSON_DEPTH = 64;

/** A parsed JSON document: an array or a plain object (a route that reads raw bytes gets a Buffer, left alone). */
function isParsedJson(body: unknown): body is object {
  if (body === null || typeof body !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(body);
  return Array.isArray(body) || proto === Object.prototype || proto === null;
}

const NUL = '\u0000';

/** A string or key holding U+0000: PostgreSQL text cannot store it. */
function hasNul(text: string): boolean {
  return text.includes(NUL);
}

/**
 * Child values of a container whose strings were repaired in place; objects and arrays are returned for the walk.
 * `nul.found` is set when `nul.look` and a string or key holds U+0000.
 */
function repairStrings(container: object, nul: { look: boolean; found: boolean }): object[] {
  const nested: object[] = [];
  if (Array.isArray(container)) {
    for (let i = 0; i < container.length; i++) {
      const child: unknown = container[i];
      if (typeof child === 'string') {
        if (!child.isWellFormed()) container[i] = child.toWellFormed();
        if (nul.look && hasNul(child)) nul.found = true;
      } else if (child !== null && typeof child === 'object') nested.push(child);
    }
    return nested;
  }
  const record = container as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const child = record[key];
    if (typeof child === 'string') {
      if (!child.isWellFormed()) record[key] = child.toWellFormed();
      if (nul.look && hasNul(child)) nul.found = true;
    } else if (child !== null && typeof child === 'object') nested.push(child);
    if (nul.look && hasNul(key)) nul.found = true;
    if (!key.isWellFormed()) {
      record[key.toWellFormed()] = record[key];
      delete record[key];
    }
  }
  return nested;
}

/**
 * Walks a parsed JSON body once, iteratively: answers whether it nests objects and arrays more than `max` levels
 * (the body itself is level 1), and on the way replaces unpaired UTF-16 surrogates (`"\ud800"` escapes, which the
 * database cannot store) with U+FFFD in every string and key, as invalid UTF-8 bytes already are when decoded.
 * With `findNul`, also answers whether a string or key holds U+0000.
 */
export function guardJsonBody(body: unknown, max = MAX_JSON_DEPTH, findNul = false): { tooDeep: boolean; nul: boolean } {
  if (!isParsedJson(body)) return { tooDeep: false, nul: false };
  const nul = { look: findNul, found: false };
  const containers: object[] = [body];
  const depths: number[] = [1];
  while (containers.length > 0) {
    const container = containers.pop() as object;
    const depth = depths.pop() as number;
    if (depth > max) return { tooDeep: true, nul: nul.found };
    for (const child of repairStrings(container, nul)) {
      containers.push(child);
      depths.push(depth + 1);
    }
  }
  return { tooDeep: false, nul: nul.found };
}

/**
 * Routes whose bodies go to the event store, which keeps U+0000 as sent (an API's payloads may hold it). Every
 * other route writes metadata, which PostgreSQL cannot store with U+0000 in it.
 */
const EVENT_STORE_ROUTES = ['/collector/', '/api/search/'];

function writesEventStore(routeUrl: string | undefined): boolean {
  return routeUrl !== undefined && EVENT_STORE_ROUTES.some((prefix) => routeUrl.startsWith(prefix));
}

/** The 400 for a body nested too deep, naming the batch index when the body is an array. */
function tooDeep(body: unknown, max: number): HttpError {
  const index = Array.isArray(body) ? body.findIndex((item) => guardJsonBody(item, max - 1).tooDeep) : -1;
  const where = index >= 0 ? ` at index ${index}` : '';
  return new HttpError(400, `The JSON body is nested more than ${max} levels deep${where}: flatten it, or send deeply nested values as strings`);
}

/**
 * What is wrong with a parsed JSON body received on the route `routeUrl`, or null: 400 past MAX_JSON_DEPTH levels,
 * or 400 for U+0000 in any text outside the event store's routes. Unpaired surrogates are repaired on the way.
 * Pure, so the collector's normalising threads check the batches they parse with it too.
 */
export function jsonBodyProblem(body: unknown, routeUrl: string | undefined): HttpError | null {
  const guarded = guardJsonBody(body, MAX_JSON_DEPTH, !writesEventStore(routeUrl));
  if (guarded.tooDeep) return tooDeep(body, MAX_JSON_DEPTH);
  if (guarded.nul) return new HttpError(400, 'Text in the request body contains the NUL character (\\u0000), which cannot be stored: remove it');
  return null;
}

/**
 * Checks every parsed JSON body on every route, whatever parser read it (Fastify's, the collector's, an area's
 * own), before schema validation and handlers see it (jsonBodyProblem). A body left unparsed for another thread
 * (the collector's large batches) is checked there, with the same function.
 */
export const jsonBodyGuard = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const problem = jsonBodyProblem(request.body, request.routeOptions.url);
    if (problem) throw problem;
  });
});
