// What each library and module of the app costs in a set of built chunks, read from their source maps: every
// stretch of generated code is attributed to the source file its mapping names, the stretches are grouped by
// package (node_modules/<package>) or app folder (src/<area>/<folder>), and each group's share of the chunks' real
// gzip size is estimated from the gzip size of its own code.
import fs from 'node:fs';
import zlib from 'node:zlib';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUES = new Map([...BASE64].map((char, index) => [char, index]));

/** Decodes one source-map segment (base64 VLQ) into its numbers. */
function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64_VALUES.get(char);
    if (digit === undefined) throw new Error(`invalid source-map character ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** Group of a source path: `react-dom`, `@sentry/core`, `src/marketing/home`, or `(webpack runtime)`. */
export function groupOf(source) {
  const inModules = source.split('node_modules/').pop();
  if (inModules !== source) {
    const parts = inModules.split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const app = source.match(/(?:^|\/)(src\/[^/]+(?:\/[^/.]+(?=\/))?)/);
  if (app) return app[1];
  return '(webpack runtime)';
}

/** Generated code of one chunk per source file, from its source map. */
export function codeBySource(file) {
  const code = fs.readFileSync(file, 'utf8');
  const mapFile = `${file}.map`;
  const bySource = new Map();
  const add = (source, text) => bySource.set(source, (bySource.get(source) ?? '') + text);
  if (!fs.existsSync(mapFile)) {
    add('(no source map)', code);
    return bySource;
  }
  const { sources, mappings } = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  const lines = code.split('\n');
  let sourceIndex = 0;
  mappings.split(';').forEach((lineMappings, lineNumber) => {
    const line = lines[lineNumber] ?? '';
    let column = 0;
    const starts = [];
    for (const segment of lineMappings.split(',')) {
      if (!segment) continue;
      const values = decodeSegment(segment);
      column += values[0];
      if (values.length >= 4) sourceIndex += values[1];
      starts.push({ column, source: values.length >= 4 ? sources[sourceIndex] : '(webpack runtime)' });
    }
    if (starts.length === 0 || starts[0].column > 0) add('(webpack runtime)', line.slice(0, starts[0]?.column ?? line.length));
    starts.forEach((start, index) => add(start.source, line.slice(start.column, starts[index + 1]?.column ?? line.length)));
  });
  return bySource;
}

/**
 * Cost per group of the given chunk files: `{ name, raw, gzip }` rows, largest first, where `gzip` is the group's
 * share of the chunks' total gzip size (each group's code gzipped alone, scaled so the rows add up to the total).
 */
export function bundleBreakdown(files) {
  const groups = new Map();
  let totalGzip = 0;
  for (const file of files) {
    totalGzip += zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    for (const [source, text] of codeBySource(file)) {
      const name = groupOf(source);
      groups.set(name, (groups.get(name) ?? '') + text);
    }
  }
  const rows = [...groups].map(([name, text]) => ({
    name,
    raw: Buffer.byteLength(text),
    alone: zlib.gzipSync(text, { level: 9 }).length,
  }));
  const aloneTotal = rows.reduce((sum, row) => sum + row.alone, 0) || 1;
  return rows
    .map(({ name, raw, alone }) => ({ name, raw, gzip: (alone * totalGzip) / aloneTotal }))
    .sort((a, b) => b.gzip - a.gzip);
}
