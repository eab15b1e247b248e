// Writes one "## ..." section of docs/benchmarks.md, replacing that section only (other sections are kept).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The benchmarks document every bench script reports into. */
export const BENCHMARKS_FILE = path.join(root, 'docs', 'benchmarks.md');

/**
 * Replaces the section that starts with `heading` (up to the next "## " heading) with `markdown`, which must
 * itself start with that heading; appends it when the document has no such section yet.
 */
export function writeBenchmarksSection(heading, markdown, file = BENCHMARKS_FILE) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
  const start = current.indexOf(`${heading}\n`);
  if (start === -1) {
    fs.writeFileSync(file, `${current.trimEnd()}\n\n${markdown}`);
    return;
  }
  const next = current.indexOf('\n## ', start + heading.length);
  const rest = next === -1 ? '' : current.slice(next + 1);
  fs.writeFileSync(file, `${current.slice(0, start)}${markdown}${rest ? `\n${rest}` : ''}`);
}
