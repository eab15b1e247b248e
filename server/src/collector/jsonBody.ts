import type { FastifyRequest } from 'fastify';

type BodyDone = (error: Error | null, body?: unknown) => void;
/** A Fastify body parser of text (parseAs: 'string'). */
export type StringBodyParser = (request: FastifyRequest, body: string, done: BodyDone) => void;

/**
 * Text that may name a prototype key: `__proto__` or `constructor` in plain or \u-escaped form. Only such bodies
 * need the safe parser's key scan; a body without any of these substrings cannot hold one.
 */
function maySetPrototypeKeys(text: string): boolean {
  return text.includes('__proto__') || text.includes('constructor') || text.includes('\\u');
}

/** What parseUsualJson answers for a text it leaves to the safe parser. */
export const NEEDS_SAFE_PARSER: unique symbol = Symbol('needs the safe parser');

/**
 * The usual batch parsed with plain JSON.parse, or NEEDS_SAFE_PARSER for a text that is empty, starts with a BOM,
 * could hold a prototype key, or is not valid JSON: those go to Fastify's safe parser, so every error and every key
 * removal is exactly Fastify's.
 */
export function parseUsualJson(text: string): unknown {
  if (text.length === 0 || text.charCodeAt(0) === 0xfeff || maySetPrototypeKeys(text)) return NEEDS_SAFE_PARSER;
  try {
    return JSON.parse(text);
  } catch {
    return NEEDS_SAFE_PARSER;
  }
}

/**
 * The collector's JSON body parser: Fastify's safe parser (which drops `__proto__`/`constructor` keys), with a fast
 * path for the usual batch (parseUsualJson), skipping the safe parser's scans of the whole text.
 */
export function fastJsonParser(safeParser: StringBodyParser): StringBodyParser {
  return (request, body, done) => {
    const parsed = parseUsualJson(body);
    if (parsed === NEEDS_SAFE_PARSER) safeParser(request, body, done);
    else done(null, parsed);
  };
}
