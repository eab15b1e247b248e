// Writes one "## ..." section of docs/benchmarks.md, replacing that section only (other sections are kept).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The benchmarks document every bench script reports into. */
export const BENCHMARKS_FILE = path.join(root, 'docs', 'benchmarks.md');

/** A "### " heading with its figures left out: a generated heading may hold a figure that changes between runs. */
const headingShape = (line) => line.replace(/\d[\d.,]*/g, '#');

/**
 * The "### " subsections of `section` whose heading `markdown` does not generate (compared without figures): notes
 * written by hand under a generated section (a re-run, a trial), which a new run of the script must not erase.
 */
function handWrittenSubsections(section, markdown) {
  const generated = new Set(markdown.split('\n').filter((line) => line.startsWith('### ')).map(headingShape));
  return section
    .split(/\n(?=### )/)
    .slice(1)
    .filter((subsection) => !generated.has(headingShape(subsection.split('\n')[0])))
    .map((subsection) => subsection.trimEnd());
}

/**
 * Replaces the section that starts with `heading` (up to the next "## " heading) with `markdown`, which must
 * itself start with that heading; appends it when the document has no such section yet. Subsections of the old
 * section that `markdown` does not generate are kept after it.
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
  const kept = handWrittenSubsections(current.slice(start, next === -1 ? undefined : next), markdown);
  const section = kept.length > 0 ? `${markdown.trimEnd()}\n\n${kept.join('\n\n')}\n` : markdown;
  fs.writeFileSync(file, `${current.slice(0, start)}${section}${rest ? `\n${rest}` : ''}`);
}
