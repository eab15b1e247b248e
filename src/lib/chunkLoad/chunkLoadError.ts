/**
 * Recognising failed code and style chunk loads. Webpack rejects a failed script chunk with a
 * ChunkLoadError ('Loading chunk 42 failed.\n(error: https://.../42.js)', with `request`); the CSS
 * extraction runtime rejects a failed style chunk with code 'CSS_CHUNK_LOAD_FAILED'
 * ('Loading CSS chunk 42 failed.\n(/assets/42.css)').
 */

/** Code of a failed style chunk. */
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';

/** The final error after every retry of a chunk load failed. */
export class ChunkLoadFailedError extends Error {
  /** Chunk id or name, or the requested URL when the id is unknown. */
  readonly chunk: string;
  /** 'CSS_CHUNK_LOAD_FAILED' for a style chunk. */
  readonly code?: string;

  constructor(chunk: string, retries: number, options: { code?: string; cause?: unknown } = {}) {
    super(`Loading chunk ${chunk} failed after ${retries} retries`, { cause: options.cause });
    this.name = 'ChunkLoadError';
    this.chunk = chunk;
    if (options.code) this.code = options.code;
  }
}

interface ErrorFields {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  request?: unknown;
}

function fields(error: unknown): ErrorFields {
  return error !== null && typeof error === 'object' ? (error as ErrorFields) : {};
}

/** True for a failed script or style chunk load (webpack's, or the final error of retryImport). */
export function isChunkLoadError(error: unknown): boolean {
  const { name, message, code } = fields(error);
  if (name === 'ChunkLoadError' || code === CSS_CHUNK_LOAD_FAILED) return true;
  return typeof message === 'string' && /Loading (CSS )?chunk \S+ failed/.test(message);
}

/** True for a failed style chunk. */
export function isCssChunkLoadError(error: unknown): boolean {
  const { code, message } = fields(error);
  return code === CSS_CHUNK_LOAD_FAILED || (typeof message === 'string' && /Loading CSS chunk/.test(message));
}

/** The chunk a load error is about: its id or name from the message, else the requested URL, else 'unknown'. */
export function chunkNameOf(error: unknown): string {
  const { message, request } = fields(error);
  const match = typeof message === 'string' ? /Loading (?:CSS )?chunk (\S+?) failed/.exec(message) : null;
  if (match) return match[1];
  if (typeof request === 'string' && request) return request;
  return 'unknown';
}
