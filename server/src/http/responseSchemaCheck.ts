import { isDeepStrictEqual } from 'node:util';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

const originals = new WeakMap<FastifyRequest, string>();

/** Path of the first value that differs between what a handler returned and what was sent, e.g. `$.apps[0].name`. */
export function firstDifference(expected: unknown, actual: unknown, at = '$'): string | undefined {
  if (isDeepStrictEqual(expected, actual)) return undefined;
  if (expected === null || actual === null || typeof expected !== 'object' || typeof actual !== 'object' || Array.isArray(expected) !== Array.isArray(actual)) {
    return at;
  }
  if (Array.isArray(expected) && Array.isArray(actual)) {
    if (expected.length !== actual.length) return `${at}.length`;
    for (let i = 0; i < expected.length; i += 1) {
      const found = firstDifference(expected[i], actual[i], `${at}[${i}]`);
      if (found) return found;
    }
    return at;
  }
  const left = expected as Record<string, unknown>;
  const right = actual as Record<string, unknown>;
  for (const key of new Set([...Object.keys(left), ...Object.keys(right)])) {
    const found = firstDifference(left[key], right[key], `${at}.${key}`);
    if (found) return found;
  }
  return at;
}

/**
 * Development and test guard: answers 500 when a route's response schema changed what its handler returned
 * (dropped an unknown property, coerced null to 0 or "", turned an object into a string). Off in production
 * (CHECK_RESPONSE_SCHEMAS); the test server turns it on, so every server test checks the schemas of the routes it calls.
 */
export const responseSchemaCheck = fp(async (app: FastifyInstance) => {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode < 300) originals.set(request, JSON.stringify(payload));
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const original = originals.get(request);
    if (original === undefined || typeof payload !== 'string') return payload;
    originals.delete(request);
    const where = firstDifference(JSON.parse(original) as unknown, JSON.parse(payload) as unknown);
    if (where) {
      throw new HttpError(500, `The response of ${request.method} ${request.routeOptions.url} does not match its schema at ${where}`);
    }
    return payload;
  });
}, { name: 'response-schema-check' });
