/** Lets the event loop run pending I/O callbacks (other requests) before the current work goes on. */
export function yieldToLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
