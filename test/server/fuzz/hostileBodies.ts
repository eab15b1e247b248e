import zlib from 'node:zlib';
import fc from 'fast-check';
import { hostileValueText, nestedText, PROTOTYPE_OBJECTS } from './hostileValues';

/** One generated request body with the headers that go with it. */
export interface HostileRequest {
  /** Family of hostility, for the figures: mutated, extra-key, top-level, deep, bad-utf8, content-type, compressed. */
  family: string;
  body: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
}

const MARKER = '__fuzz_value__';
const MARKER_KEY = '__fuzz_key__';

/** Paths (key lists) to every value of a template, objects and arrays included, down to `maxDepth`. */
function valuePaths(value: unknown, maxDepth = 5, prefix: Array<string | number> = []): Array<Array<string | number>> {
  const out: Array<Array<string | number>> = [prefix];
  if (prefix.length >= maxDepth || value === null || typeof value !== 'object') return out;
  const entries: Array<[string | number, unknown]> = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  for (const [key, child] of entries) out.push(...valuePaths(child, maxDepth, [...prefix, key]));
  return out;
}

/** A deep copy of `template` with `replacement` at `path` (the root when the path is empty). */
function replacedAt(template: unknown, path: Array<string | number>, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(template) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]] = replacement;
  return copy;
}

/** The template's JSON text with the value at `path` replaced by raw JSON text. */
function splice(template: unknown, path: Array<string | number>, valueText: string): string {
  return JSON.stringify(replacedAt(template, path, MARKER)).replace(`"${MARKER}"`, () => valueText);
}

/** The template's JSON text with an extra raw key and value in the object at `path` (or around the root). */
function spliceKey(template: unknown, path: Array<string | number>, keyText: string, valueText: string): string {
  const target = path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], template);
  const holder = target !== null && typeof target === 'object' && !Array.isArray(target) ? { ...target, [MARKER_KEY]: MARKER } : { [MARKER_KEY]: MARKER };
  const where = target !== null && typeof target === 'object' && !Array.isArray(target) ? path : [];
  return JSON.stringify(replacedAt(template, where, holder)).replace(`"${MARKER_KEY}":"${MARKER}"`, () => `${keyText}:${valueText}`);
}

const HOSTILE_KEYS = ['"__proto__"', '"constructor"', '"prototype"', '"\\u005f_proto__"', '"org_id"', '"app_id"', '""', '"\\u0000"', '"toString"', '"hasOwnProperty"'];

/** Byte sequences that are not UTF-8: lone continuation bytes, overlong forms, UTF-16 surrogates, 0xFF. */
const INVALID_UTF8 = [[0xff], [0xfe, 0xff], [0xc3, 0x28], [0xa0, 0xa1], [0xe2, 0x28, 0xa1], [0xed, 0xa0, 0x80], [0xf0, 0x28, 0x8c, 0x28], [0xc0, 0xaf], [0xf8, 0x88, 0x80, 0x80, 0x80]];

function withInvalidBytes(text: string, positions: number[], sequences: number[][]): Uint8Array<ArrayBuffer> {
  const bytes = Buffer.from(text);
  const cuts = [...new Set(positions.map((p) => p % (bytes.length + 1)))].sort((a, b) => a - b);
  const parts: Buffer[] = [];
  let last = 0;
  cuts.forEach((cut, i) => {
    parts.push(bytes.subarray(last, cut), Buffer.from(sequences[i % sequences.length]));
    last = cut;
  });
  parts.push(bytes.subarray(last));
  return new Uint8Array(Buffer.concat(parts));
}

/** Content types SDKs, browsers and attackers send; most bodies go as JSON. */
const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8') },
  { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=latin1', 'application/vnd.api+json', 'invalid/type/x', '*/*', '') },
);

const text = (t: string) => new Uint8Array(Buffer.from(t));

/** Bodies built from a template: one value replaced, one key added, or the whole body replaced. */
function textBodies(template: unknown): fc.Arbitrary<{ family: string; text: string }> {
  const paths = valuePaths(template);
  return fc.oneof(
    { weight: 8, arbitrary: fc.tuple(fc.constantFrom(...paths), hostileValueText()).map(([path, value]) => ({ family: 'mutated', text: splice(template, path, value) })) },
    { weight: 3, arbitrary: fc.tuple(fc.constantFrom(...paths), fc.constantFrom(...HOSTILE_KEYS), hostileValueText()).map(([path, key, value]) => ({ family: 'extra-key', text: spliceKey(template, path, key, value) })) },
    { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_OBJECTS).map((t) => ({ family: 'extra-key', text: t })) },
    { weight: 3, arbitrary: hostileValueText().map((t) => ({ family: 'top-level', text: t })) },
    { weight: 1, arbitrary: fc.integer({ min: 65, max: 20_000 }).map((n) => ({ family: 'deep', text: nestedText(n) })) },
  );
}

/** Compressed and mis-compressed bodies for the collector (gzip, zlib deflate, raw deflate, bombs, garbage). */
function compressedBodies(template: unknown): fc.Arbitrary<HostileRequest> {
  const json = { 'content-type': 'application/json' };
  const valid = fc.tuple(textBodies(template), fc.constantFrom('gzip', 'deflate', 'deflate-raw')).map(([b, how]): HostileRequest => {
    const packed = how === 'gzip' ? zlib.gzipSync(b.text) : how === 'deflate' ? zlib.deflateSync(b.text) : zlib.deflateRawSync(b.text);
    return { family: 'compressed', body: new Uint8Array(packed), headers: { ...json, 'content-encoding': how === 'gzip' ? 'gzip' : 'deflate' } };
  });
  const garbage = fc.tuple(fc.uint8Array({ maxLength: 512 }), fc.constantFrom('gzip', 'deflate', 'x-gzip', 'br', 'compress', 'gzip, deflate', 'identity', 'GZIP'))
    .map(([bytes, encoding]): HostileRequest => ({ family: 'compressed', body: bytes, headers: { ...json, 'content-encoding': encoding } }));
  const truncated = textBodies(template).map((b): HostileRequest => {
    const packed = zlib.gzipSync(b.text);
    return { family: 'compressed', body: new Uint8Array(packed.subarray(0, Math.max(1, packed.length - 9))), headers: { ...json, 'content-encoding': 'gzip' } };
  });
  return fc.oneof({ weight: 4, arbitrary: valid }, { weight: 3, arbitrary: garbage }, { weight: 2, arbitrary: truncated });
}

/** Compression bombs: a few KB that inflate past the collector's 50 MB limit (gzip, zlib deflate, raw deflate). */
const compressionBombs = fc.constantFrom<'gzip' | 'deflate' | 'deflate-raw'>('gzip', 'deflate', 'deflate-raw').map((how): HostileRequest => (
  { family: 'compression-bomb', body: compressionBomb(how), headers: { 'content-type': 'application/json', 'content-encoding': how === 'gzip' ? 'gzip' : 'deflate' } }
));

const builtBombs = new Map<string, Uint8Array<ArrayBuffer>>();

/** 60 MB of zeros compressed to about 60 KB: past the collector's 50 MB limit once inflated. Built once per kind. */
export function compressionBomb(how: 'gzip' | 'deflate' | 'deflate-raw'): Uint8Array<ArrayBuffer> {
  let bomb = builtBombs.get(how);
  if (!bomb) {
    const zeros = Buffer.alloc(60 * 1024 * 1024, 0x20);
    const packed = how === 'gzip' ? zlib.gzipSync(zeros, { level: 9 }) : how === 'deflate' ? zlib.deflateSync(zeros, { level: 9 }) : zlib.deflateRawSync(zeros, { level: 9 });
    bomb = new Uint8Array(packed);
    builtBombs.set(how, bomb);
  }
  return bomb;
}

/**
 * Hostile requests for an endpoint whose plausible body is `template`: wrong types, deep nesting, huge strings,
 * prototype keys, invalid UTF-8, wrong Content-Type and, when `compression` is set (the collector), gzip and
 * deflate bodies including compression bombs.
 */
export function hostileRequests(template: unknown, options: { compression: boolean }): fc.Arbitrary<HostileRequest> {
  const plain = fc.tuple(textBodies(template), contentType).map(([b, type]): HostileRequest => ({ family: b.family, body: text(b.text), headers: type ? { 'content-type': type } : {} }));
  const wrongType = fc.tuple(textBodies(template), contentType.filter((t) => !t.startsWith('application/json'))).map(([b, type]): HostileRequest => (
    { family: 'content-type', body: text(b.text), headers: type ? { 'content-type': type } : {} }
  ));
  const badUtf8 = fc.tuple(textBodies(template), fc.array(fc.nat(), { minLength: 1, maxLength: 4 }), fc.array(fc.constantFrom(...INVALID_UTF8), { minLength: 1, maxLength: 4 }))
    .map(([b, positions, sequences]): HostileRequest => ({ family: 'bad-utf8', body: withInvalidBytes(b.text, positions, sequences), headers: { 'content-type': 'application/json' } }));
  const randomBytes = fc.uint8Array({ maxLength: 2048 }).map((bytes): HostileRequest => ({ family: 'bad-utf8', body: bytes, headers: { 'content-type': 'application/json' } }));
  const families: Array<fc.WeightedArbitrary<HostileRequest>> = [
    { weight: 120, arbitrary: plain },
    { weight: 20, arbitrary: wrongType },
    { weight: 20, arbitrary: badUtf8 },
    { weight: 10, arbitrary: randomBytes },
  ];
  // Bombs are rare (about one request in 200): each makes the server inflate 50 MB before it answers 413.
  if (options.compression) families.push({ weight: 20, arbitrary: compressedBodies(template) }, { weight: 1, arbitrary: compressionBombs });
  return fc.oneof(...families);
}
