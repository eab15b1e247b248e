import {
  CSS_CHUNK_LOAD_FAILED,
  ChunkLoadFailedError,
  chunkNameOf,
  isChunkLoadError,
  retryImport,
} from '@/lib/chunkLoad';

/** The error webpack's runtime rejects with when a script chunk fails. */
function webpackChunkError(chunk: string): Error {
  const error = new Error(`Loading chunk ${chunk} failed.\n(error: https://www.apiscope.dev/assets/${chunk}.js)`);
  error.name = 'ChunkLoadError';
  Object.assign(error, { type: 'error', request: `https://www.apiscope.dev/assets/${chunk}.js` });
  return error;
}

/** The error the CSS extraction runtime rejects with when a style chunk fails. */
function cssChunkError(chunk: string): Error {
  const error = new Error(`Loading CSS chunk ${chunk} failed.\n(/assets/${chunk}.css)`);
  Object.assign(error, { code: 'CSS_CHUNK_LOAD_FAILED', request: `/assets/${chunk}.css` });
  return error;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Starts retryImport and captures its outcome without an unhandled rejection. */
function run<T>(promise: Promise<T>) {
  const outcome: { value?: T; error?: unknown; settled: boolean } = { settled: false };
  promise.then(
    (value) => Object.assign(outcome, { value, settled: true }),
    (error: unknown) => Object.assign(outcome, { error, settled: true }),
  );
  return outcome;
}

describe('retryImport', () => {
  it('resolves at once when the chunk loads', async () => {
    const module = { default: 'Page' };
    await expect(retryImport(() => Promise.resolve(module))).resolves.toBe(module);
  });

  it('retries a failed chunk 30 s later and resolves when it loads', async () => {
    const factory = jest
      .fn()
      .mockRejectedValueOnce(webpackChunkError('412'))
      .mockResolvedValueOnce({ default: 'Page' });
    const outcome = run(retryImport(factory));
    await jest.advanceTimersByTimeAsync(29_999);
    expect(factory).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(factory).toHaveBeenCalledTimes(2);
    expect(outcome.value).toEqual({ default: 'Page' });
  });

  it("gives up after 5 retries with 'Loading chunk {n} failed after 5 retries'", async () => {
    const factory = jest.fn(() => Promise.reject(webpackChunkError('portal-dash')));
    const outcome = run(retryImport(factory));
    await jest.advanceTimersByTimeAsync(4 * 30_000);
    expect(outcome.settled).toBe(false);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(factory).toHaveBeenCalledTimes(6);
    expect(outcome.error).toBeInstanceOf(ChunkLoadFailedError);
    expect((outcome.error as Error).message).toBe('Loading chunk portal-dash failed after 5 retries');
    expect((outcome.error as ChunkLoadFailedError).code).toBeUndefined();
    expect(isChunkLoadError(outcome.error)).toBe(true);
  });

  it('marks a style chunk failure with code CSS_CHUNK_LOAD_FAILED', async () => {
    const outcome = run(retryImport(() => Promise.reject(cssChunkError('77'))));
    await jest.advanceTimersByTimeAsync(5 * 30_000);
    expect((outcome.error as Error).message).toBe('Loading chunk 77 failed after 5 retries');
    expect((outcome.error as ChunkLoadFailedError).code).toBe(CSS_CHUNK_LOAD_FAILED);
  });

  it('abandons an attempt after 120 s and retries it', async () => {
    const factory = jest
      .fn()
      .mockReturnValueOnce(new Promise(() => undefined))
      .mockResolvedValueOnce({ default: 'Late page' });
    const outcome = run(retryImport(factory));
    await jest.advanceTimersByTimeAsync(119_999);
    expect(factory).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1 + 30_000);
    expect(factory).toHaveBeenCalledTimes(2);
    expect(outcome.value).toEqual({ default: 'Late page' });
  });

  it('names the chunk from the option when every attempt timed out', async () => {
    const outcome = run(retryImport(() => new Promise(() => undefined), { retries: 1, delayMs: 10, timeoutMs: 100, chunkName: 'pricing' }));
    await jest.advanceTimersByTimeAsync(210);
    expect((outcome.error as Error).message).toBe('Loading chunk pricing failed after 1 retries');
  });

  it('rethrows other errors at once without retrying', async () => {
    const factory = jest.fn(() => Promise.reject(new TypeError('x is not a function')));
    await expect(retryImport(factory)).rejects.toThrow('x is not a function');
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('refuses invalid options', async () => {
    await expect(retryImport(() => Promise.resolve(1), { timeoutMs: 0 })).rejects.toThrow(
      'retryImport: timeoutMs must be positive, got 0',
    );
    await expect(retryImport(() => Promise.resolve(1), { retries: -1 })).rejects.toThrow(
      'retryImport: retries must be zero or more, got -1',
    );
  });
});

describe('chunk error helpers', () => {
  it('reads the chunk id from the message, else the request', () => {
    expect(chunkNameOf(webpackChunkError('vendors-node_modules_qs'))).toBe('vendors-node_modules_qs');
    expect(chunkNameOf(Object.assign(new Error('network'), { name: 'ChunkLoadError', request: '/assets/9.js' }))).toBe('/assets/9.js');
    expect(chunkNameOf('nope')).toBe('unknown');
  });

  it('recognises webpack, CSS and final chunk errors and nothing else', () => {
    expect(isChunkLoadError(webpackChunkError('1'))).toBe(true);
    expect(isChunkLoadError(cssChunkError('1'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 3 failed after 5 retries'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
