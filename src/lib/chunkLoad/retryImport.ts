/**
 * Retrying lazy imports (SPEC section 8): a chunk that fails to load (flaky network, or a deploy that replaced
 * it) is requested again up to 5 times, 30 s apart, each attempt limited to 120 s. Use as
 * `lazy(() => retryImport(() => import('./Page')))`.
 */
import { CHUNK_LOAD_RETRY } from '@/lib/constants';
import { CSS_CHUNK_LOAD_FAILED, ChunkLoadFailedError, chunkNameOf, isChunkLoadError, isCssChunkLoadError } from './chunkLoadError';

/** Retry settings; the defaults are the product's (5 retries, 30 s apart, 120 s per attempt). */
export interface RetryImportOptions {
  retries?: number;
  delayMs?: number;
  timeoutMs?: number;
  /** Name used in the final error when no attempt reported a chunk id (for example, only time-outs). */
  chunkName?: string;
}

/** Rejection of an attempt that took longer than timeoutMs; counts as a chunk load failure. */
class ChunkLoadTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`Loading chunk timed out after ${timeoutMs} ms`);
    this.name = 'ChunkLoadError';
  }
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(timeoutMs)), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function validate(name: string, value: number, allowZero: boolean): void {
  if (!Number.isFinite(value) || value < 0 || (!allowZero && value === 0)) {
    throw new Error(`retryImport: ${name} must be ${allowZero ? 'zero or more' : 'positive'}, got ${String(value)}`);
  }
}

/**
 * Calls `factory` until it resolves. Only chunk load failures (and time-outs) are retried; any other error
 * (a module that throws while evaluating) is rethrown at once. After the last retry fails it throws a
 * ChunkLoadFailedError: 'Loading chunk {n} failed after 5 retries', code CSS_CHUNK_LOAD_FAILED for styles.
 */
export async function retryImport<T>(factory: () => Promise<T>, options: RetryImportOptions = {}): Promise<T> {
  const { retries = CHUNK_LOAD_RETRY.retries, delayMs = CHUNK_LOAD_RETRY.delayMs, timeoutMs = CHUNK_LOAD_RETRY.timeoutMs } = options;
  validate('retries', retries, true);
  validate('delayMs', delayMs, true);
  validate('timeoutMs', timeoutMs, false);

  let namedError: unknown; // the first failure that came from the loader itself and names the chunk
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    if (attempt > 0) await sleep(delayMs);
    try {
      return await withTimeout(factory(), timeoutMs);
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      lastError = error;
      if (namedError === undefined && !(error instanceof ChunkLoadTimeoutError)) namedError = error;
    }
  }
  const source = namedError ?? lastError;
  const parsed = namedError !== undefined ? chunkNameOf(namedError) : 'unknown';
  const chunk = parsed === 'unknown' ? (options.chunkName ?? parsed) : parsed;
  throw new ChunkLoadFailedError(chunk, retries, {
    code: isCssChunkLoadError(source) ? CSS_CHUNK_LOAD_FAILED : undefined,
    cause: source,
  });
}
