import fs from 'node:fs/promises';
import path from 'node:path';

/** Reads dist/index.html, re-reading it only when the file changes (a rebuild while the server runs). */
export class IndexTemplate {
  private cached: { mtimeMs: number; size: number; html: string } | null = null;

  constructor(private readonly distDir: string) {}

  /** Full path of the template. */
  get file(): string {
    return path.join(this.distDir, 'index.html');
  }

  /** The built index.html, or null when the web app has not been built. */
  async read(): Promise<string | null> {
    let stat;
    try {
      stat = await fs.stat(this.file);
    } catch {
      this.cached = null;
      return null;
    }
    if (!stat.isFile()) return null;
    if (this.cached && this.cached.mtimeMs === stat.mtimeMs && this.cached.size === stat.size) return this.cached.html;
    const html = await fs.readFile(this.file, 'utf8');
    this.cached = { mtimeMs: stat.mtimeMs, size: stat.size, html };
    return html;
  }
}
