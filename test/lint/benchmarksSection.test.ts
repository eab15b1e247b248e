// The bench scripts' writer of docs/benchmarks.md (scripts/benchmarks-section.mjs), run as Node runs it (an ES module).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const script = path.resolve(__dirname, '../../scripts/benchmarks-section.mjs');

/** Writes `before` to a temp file, replaces `heading` with `markdown` through the script, and answers the file. */
function written(before: string, heading: string, markdown: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'benchmarks-section-'));
  const file = path.join(dir, 'benchmarks.md');
  try {
    fs.writeFileSync(file, before);
    const code = `import(${JSON.stringify(script)}).then((m) => m.writeBenchmarksSection(${JSON.stringify(heading)}, ${JSON.stringify(markdown)}, ${JSON.stringify(file)}))`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    return fs.readFileSync(file, 'utf8');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('writeBenchmarksSection', () => {
  const before = '# Benchmarks\n\n## Drawing\n\nold figures\n\n### Generated part\n\nold table\n\n### Re-run by hand\n\na note\n\n## Live tail\n\nkept\n';

  it('replaces its section, keeps the subsections written by hand under it and the other sections', () => {
    const after = written(before, '## Drawing', '## Drawing\n\nnew figures\n\n### Generated part\n\nnew table\n');
    expect(after).toBe('# Benchmarks\n\n## Drawing\n\nnew figures\n\n### Generated part\n\nnew table\n\n### Re-run by hand\n\na note\n\n## Live tail\n\nkept\n');
  });

  it('replaces a generated subsection whose heading holds a figure that changed', () => {
    const sized = '# Benchmarks\n\n## Bundle\n\nold\n\n### The landing path (77.0 KiB)\n\nold parts\n\n### Trial by hand (2026-11-28)\n\nnote\n';
    const after = written(sized, '## Bundle', '## Bundle\n\nnew\n\n### The landing path (78.5 KiB)\n\nnew parts\n');
    expect(after).toBe('# Benchmarks\n\n## Bundle\n\nnew\n\n### The landing path (78.5 KiB)\n\nnew parts\n\n### Trial by hand (2026-11-28)\n\nnote\n');
  });

  it('appends a section the document does not have yet', () => {
    expect(written('# Benchmarks\n', '## Bundle', '## Bundle\n\nsizes\n')).toBe('# Benchmarks\n\n## Bundle\n\nsizes\n');
  });
});
