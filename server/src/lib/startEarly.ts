/**
 * Starts independent work now whose answer is awaited later, after other checks: a rejection before it is awaited is
 * not reported as unhandled, and awaiting the returned promise still throws it.
 */
export function startEarly<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}
