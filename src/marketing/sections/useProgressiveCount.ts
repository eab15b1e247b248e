import { useEffect, useState } from 'react';

/**
 * How many of `total` items to render: `first` with the first paint, then one more per task (a timer each) until
 * all are shown, so no single task keeps the main thread for the whole page. Everything at once when `all` is true
 * (e.g. the URL names an anchor the browser must scroll to).
 */
export function useProgressiveCount(total: number, first: number, all: boolean): number {
  const [count, setCount] = useState(() => (all ? total : Math.min(first, total)));

  useEffect(() => {
    if (count >= total) return undefined;
    const timer = window.setTimeout(() => setCount((shown) => shown + 1), 0);
    return () => window.clearTimeout(timer);
  }, [count, total]);

  return Math.min(count, total);
}
