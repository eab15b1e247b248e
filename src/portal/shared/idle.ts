/**
 * Calls back once the browser is idle (at the latest after `timeoutMs`), or after 200 ms where it cannot tell.
 * The callback gets the idle period's deadline when there is one. Answers a function that cancels the call.
 */
export function whenIdle(callback: (deadline?: IdleDeadline) => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 200);
  return () => window.clearTimeout(handle);
}
